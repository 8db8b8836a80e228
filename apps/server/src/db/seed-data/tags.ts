/**
 * The demo's tags (issue 34): a few running stories per publication, across its sections, each
 * given to the seeded stories whose titles match, so that every demo tag page lists several.
 */
export interface SeedTag {
  name: string;
  description: string;
  /** The seeded stories (by title) that carry the tag. */
  matches: RegExp;
}

export const seedTags: Record<string, readonly SeedTag[]> = {
  helionews: [
    {
      name: 'Climate',
      description: 'Glaciers, droughts, heat and the energy that replaces coal and gas.',
      matches: /glacier|drought|heat pump|offshore wind|shade/i,
    },
    {
      name: 'Elections',
      description: 'Votes, ballots and the coalitions they make and break.',
      matches: /voter|ballot|confidence vote|parliament/i,
    },
    {
      name: 'Opinion',
      description: 'Arguments from our columnists and guest writers.',
      matches: /^opinion:/i,
    },
  ],
  space: [
    {
      name: 'The Moon',
      description: 'Landers, outposts and the water hidden in lunar soil.',
      matches: /lunar/i,
    },
    {
      name: 'Mars',
      description: 'Rotorcraft, river deltas and the ice at the poles.',
      matches: /martian/i,
    },
    {
      name: 'Launches',
      description: 'Every rocket, booster and spaceport we follow.',
      matches: /launch|rocket|booster/i,
    },
  ],
  health: [
    {
      name: 'Heart health',
      description: 'Rhythm patches, sleep and the fitness that keeps hearts well.',
      matches: /heart|stair climbing|cycling/i,
    },
    {
      name: 'Nutrition',
      description: 'What we eat, what is on the label and what it does to us.',
      matches: /food|diet|lunch|flour/i,
    },
    {
      name: 'Mental health',
      description: 'Support lines, talking therapies and the loneliness of remote work.',
      matches: /crisis text|peer support|loneliness|talking therap|wellbeing/i,
    },
  ],
  technology: [
    {
      name: 'Artificial intelligence',
      description: 'Models, chips and the rules being written for them.',
      matches: /\bAI\b|open-weight|image models/,
    },
    {
      name: 'Cybersecurity',
      description: 'Attacks, flaws and the defences that hold.',
      matches: /ransomware|passkey|flaw|cyberattack|audit critical/i,
    },
    {
      name: 'Open source',
      description: 'The projects everyone depends on, and who pays for them.',
      matches: /open-source|open-weight/i,
    },
  ],
  finance: [
    {
      name: 'Interest rates',
      description: 'Central banks, yields and what they mean for borrowers and savers.',
      matches: /central bank|mortgage|savings rates|rate cut|ten-year yield/i,
    },
    {
      name: 'Crypto',
      description: 'Bitcoin, stablecoins, staking and the law catching up.',
      matches: /bitcoin|crypto|stablecoin|ether|tokens/i,
    },
    {
      name: 'Inflation',
      description: 'Prices, wages and the cost of living.',
      matches: /inflation|prices/i,
    },
  ],
  sports: [
    {
      name: 'Riverside Comets',
      description: 'Every game and every contract of the Comets.',
      matches: /comets/i,
    },
    {
      name: 'Championship race',
      description: 'The fight for the title, race by race.',
      matches: /\bcastell\b|moreau/i,
    },
    {
      name: 'Records',
      description: 'Marks broken on the track, the court and the road.',
      matches: /record|comeback/i,
    },
  ],
  entertainment: [
    {
      name: 'Awards season',
      description: 'Prizes, shortlists and festival winners.',
      matches: /wins|award|prize|golden/i,
    },
    {
      name: 'Streaming',
      description: 'Series, finales and the price of a subscription.',
      matches: /streamvale|parallax\+|renewed|documentary series/i,
    },
    {
      name: 'Live music',
      description: 'Festivals, tours and the stages that host them.',
      matches: /festival sells|tour dates|jazz festival|lineup/i,
    },
  ],
};
