import type { PublicNewsletter } from '@helionews/contracts';

export function makeNewsletter(overrides: Partial<PublicNewsletter> = {}): PublicNewsletter {
  return {
    id: 1,
    name: 'Morning Briefing',
    description: 'The day ahead, before breakfast.',
    cadence: 'daily',
    ...overrides,
  };
}

export const twoNewsletters = {
  newsletters: [
    makeNewsletter(),
    makeNewsletter({
      id: 2,
      name: 'Launch Alerts',
      description: 'Every rocket, as it goes up.',
      cadence: 'each_story',
    }),
  ],
};
