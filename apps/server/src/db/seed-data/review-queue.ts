/**
 * What a newsroom finds waiting on a fresh demo install: wire items ingested from a feed and not
 * yet reviewed (the Stories queue), and one article a contributor submitted (the Articles queue).
 * None of it is published, so readers see none of it until an editor approves it.
 */
export interface SeedReviewItem {
  category: string;
  title: string;
  summary: string;
  body_html: string;
  source_name: string;
  /** Where the wire item came from; example.org, never a real outlet. */
  source_url: string;
  /** How long ago the item arrived. */
  hours_ago: number;
}

export interface SeedReviewQueue {
  wire: SeedReviewItem[];
  submitted: Omit<SeedReviewItem, 'source_name' | 'source_url'> & { author: string };
}

const wire = (
  category: string,
  title: string,
  summary: string,
  paragraphs: string[],
  hoursAgo: number,
  source = 'Helio Wire',
): SeedReviewItem => ({
  category,
  title,
  summary,
  body_html: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  source_name: source,
  source_url: `https://wire.example.org/${category}/${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`,
  hours_ago: hoursAgo,
});

export const reviewQueues: Record<string, SeedReviewQueue> = {
  helionews: {
    wire: [
      wire(
        'world',
        'Coastal cities agree to share flood forecasting data',
        'Twelve port cities signed a pact to pool tide-gauge and rainfall data in a common early-warning system.',
        [
          'Officials from twelve port cities signed an agreement on Monday to pool tide-gauge, river and rainfall readings into a shared flood forecasting system.',
          'The system is expected to give residents up to six hours more warning before storm surges, organisers said.',
        ],
        2,
      ),
      wire(
        'business',
        'Regional airline orders electric commuter aircraft',
        'The carrier plans to fly nine-seat electric aircraft on routes shorter than 250 kilometres from 2029.',
        [
          'A regional airline has placed a firm order for twenty nine-seat electric aircraft, with options for twenty more.',
          'The carrier said the aircraft would serve island and mountain routes shorter than 250 kilometres.',
        ],
        3,
        'Market Desk Wire',
      ),
      wire(
        'science',
        'Ancient lake sediments reveal two-thousand-year drought record',
        'Cores drilled from a highland lake bed show a sequence of multi-decade droughts since the first century.',
        [
          'Researchers drilling into a highland lake bed have recovered sediment cores that record rainfall year by year over two millennia.',
          'The cores show at least five droughts lasting more than twenty years, the team reported.',
        ],
        5,
      ),
    ],
    submitted: {
      category: 'culture',
      title: 'The night-bus orchestra that plays the city to sleep',
      summary:
        'A volunteer ensemble rehearses on the last bus of the night, and passengers have started to ride it on purpose.',
      body_html:
        '<p>Every Thursday at 23:40 a dozen musicians board the last bus from the central station with violins, a cello wedged between two seats and a box of sheet music.</p><p>What began as a rehearsal space of necessity has become a small institution.</p>',
      author: 'Marta Lindqvist',
      hours_ago: 1,
    },
  },
};

/** Other publications get a short generic queue in their own first categories. */
export function genericReviewQueue(displayName: string, categorySlugs: string[]): SeedReviewQueue {
  const [first = 'news', second = first, third = second] = categorySlugs;
  return {
    wire: [
      wire(
        first,
        `${displayName} readers' survey: what you want more of`,
        'Early results of the annual readers survey point to more explainers and fewer live blogs.',
        [
          'More than four thousand readers answered this year’s survey in its first week.',
          'Explainers and long reads topped the wish list; live blogs came last.',
        ],
        2,
      ),
      wire(
        second,
        'Conference season opens with record registrations',
        'Organisers report their highest registrations in a decade as in-person events return in force.',
        [
          'Registrations for the season’s opening conference passed twelve thousand, organisers said.',
          'Hotels near the venue reported occupancy above ninety per cent for the week.',
        ],
        4,
      ),
      wire(
        third,
        'Industry body publishes new code of practice',
        'The voluntary code covers disclosure, data handling and how complaints are answered.',
        [
          'The code, published after a year of consultation, asks members to answer complaints within thirty days.',
          'Members have until the end of next year to adopt it.',
        ],
        6,
      ),
    ],
    submitted: {
      category: first,
      title: 'Behind the numbers: how we checked this week’s figures',
      summary:
        'Our data desk explains, step by step, how each number in this week’s coverage was verified.',
      body_html:
        '<p>Every figure we publish is checked twice: once by the reporter and once by the data desk.</p><p>This week we walk through that process for the numbers in our three biggest stories.</p>',
      author: 'Data Desk',
      hours_ago: 1,
    },
  };
}
