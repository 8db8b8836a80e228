import { SITE_PAGE_SLUGS } from '@helionews/contracts';
import type { SeedIndustry, SeedTenant } from './types.js';

/** One static page of a demo publication (issue 34): published, linked from the footer. */
export interface SeedSitePage {
  slug: string;
  title: string;
  /** Sanitized-safe HTML: <p>, <h2>, <ul>/<li>, <strong>, <a> only. */
  body_html: string;
}

/** What each publication covers and how its newsroom works: the lines its pages differ by. */
interface Newsroom {
  /** "...we report on {beat}." */
  beat: string;
  /** What the newsroom promises beyond the common standards. */
  promise: string;
  /** The kind of error it corrects most often, as an example for readers. */
  correctionExample: string;
  /** Who readers may write to besides the editors: a desk with its own address. */
  desk: { name: string; local: string; about: string };
}

const NEWSROOMS: Record<SeedIndustry, Newsroom> = {
  general: {
    beat: 'world affairs, politics, business, science and culture',
    promise:
      'We keep news and opinion apart: commentary is labelled as such and never runs in the news columns.',
    correctionExample:
      'a misquoted official, a wrong date or a figure attributed to the wrong report',
    desk: {
      name: 'News desk',
      local: 'newsdesk',
      about: 'tips, documents and eyewitness accounts for our reporters',
    },
  },
  space: {
    beat: 'launches, missions, astronomy and the business and policy of spaceflight',
    promise:
      'Launch times, orbits and mission figures come from the operators’ own releases or from independent tracking, and we say which.',
    correctionExample: 'a wrong launch window, payload mass or orbital altitude',
    desk: {
      name: 'Launch desk',
      local: 'launches',
      about: 'launch schedules, mission updates and press credentials',
    },
  },
  health: {
    beat: 'medicine, public health, nutrition, mental health and health policy',
    promise:
      'We report on studies only after reading them in full, say whether they were peer reviewed, and never give individual medical advice.',
    correctionExample: 'a misreported dose, a study’s sample size or the stage of a clinical trial',
    desk: {
      name: 'Science desk',
      local: 'science',
      about: 'studies under embargo, data sets and questions about our health reporting',
    },
  },
  technology: {
    beat: 'artificial intelligence, security, gadgets, software, startups and tech policy',
    promise:
      'We buy most of the products we review; when a company lends one, the review says so, and no company sees a review before it runs.',
    correctionExample: 'a wrong specification, price or version number',
    desk: {
      name: 'Security desk',
      local: 'security',
      about: 'vulnerability reports and leaks, which we handle in confidence',
    },
  },
  finance: {
    beat: 'markets, companies, personal finance and the economy',
    promise:
      'Our reporters may not trade in the shares of companies they cover, and nothing we publish is investment advice.',
    correctionExample: 'a wrong share price, earnings figure or interest rate',
    desk: {
      name: 'Markets desk',
      local: 'markets',
      about: 'company filings, market data questions and tips about listed companies',
    },
  },
  sports: {
    beat: 'football, basketball, tennis, athletics and the business of sport',
    promise:
      'Results and statistics come from the competitions’ official records; transfer reports name how many sources confirmed them.',
    correctionExample: 'a wrong score, scorer or transfer fee',
    desk: {
      name: 'Results desk',
      local: 'results',
      about: 'fixtures, results and accreditation requests',
    },
  },
  entertainment: {
    beat: 'film, television, music, games, books and the stage',
    promise:
      'Critics pay for their own tickets where they can and say when they could not; a review never goes to the studio or label before it runs.',
    correctionExample: 'a wrong release date, cast member or chart position',
    desk: {
      name: 'Reviews desk',
      local: 'reviews',
      about: 'screeners, review copies and release schedules',
    },
  },
};

/** The address a demo publication answers mail at (example.org: it reaches no one). */
const mailOf = (tenant: SeedTenant, local: string) => `${local}@${tenant.slug}.example.org`;

/** About, Contact and Corrections of a demo publication, in that order. */
export function seedSitePages(tenant: SeedTenant): SeedSitePage[] {
  const name = tenant.display_name;
  const room = NEWSROOMS[tenant.industry];
  const sections = tenant.categories.map((category) => category.name).join(', ');
  const editors = mailOf(tenant, 'editors');
  const corrections = mailOf(tenant, 'corrections');
  const desk = mailOf(tenant, room.desk.local);
  return [
    {
      slug: SITE_PAGE_SLUGS.about,
      title: `About ${name}`,
      body_html: [
        `<p>${name} is an independent newsroom. ${tenant.description}</p>`,
        `<p>Our reporters and editors cover ${room.beat}, in these sections: ${sections}.</p>`,
        '<h2>Our standards</h2>',
        '<ul>',
        '<li>Every story is checked by an editor before it is published.</li>',
        '<li>We name our sources unless naming them would put them at risk, and we say why when we do not.</li>',
        '<li>Stories from news agencies and other publishers carry their source’s name and a link to the original.</li>',
        `<li>${room.promise}</li>`,
        '</ul>',
        '<h2>Who pays for it</h2>',
        `<p>${name} is paid for by its readers’ memberships and by advertising. Advertisers have no say in what we cover; sponsored content is always marked as such.</p>`,
        `<p>Found a mistake? Our corrections policy says how we fix it, and the Contact page how to reach the newsroom; both are linked at the foot of every page of ${name}.</p>`,
      ].join(''),
    },
    {
      slug: SITE_PAGE_SLUGS.contact,
      title: 'Contact',
      body_html: [
        `<p>We read everything readers send to ${name}, though we cannot answer every message.</p>`,
        '<h2>The newsroom</h2>',
        `<p>Story ideas, questions about our coverage and letters to the editor: <a href="mailto:${editors}">${editors}</a>.</p>`,
        `<h2>${room.desk.name}</h2>`,
        `<p>For ${room.desk.about}: <a href="mailto:${desk}">${desk}</a>.</p>`,
        '<h2>Corrections</h2>',
        `<p>To report an error in a story, write to <a href="mailto:${corrections}">${corrections}</a> with the story’s address and what is wrong.</p>`,
        '<h2>Memberships and newsletters</h2>',
        `<p>Questions about a membership, a payment or a newsletter: <a href="mailto:${mailOf(tenant, 'members')}">${mailOf(tenant, 'members')}</a>.</p>`,
      ].join(''),
    },
    {
      slug: SITE_PAGE_SLUGS.corrections,
      title: 'Corrections policy',
      body_html: [
        `<p>${name} tries to get every fact right the first time. When we do not, we say so.</p>`,
        '<h2>How we correct</h2>',
        '<ul>',
        `<li>A factual error (for example ${room.correctionExample}) is corrected in the story, with a note at the end saying what was wrong and when it was fixed.</li>`,
        '<li>A mistake that changed what the story meant is corrected at the top of the story instead, and the headline is changed if it was wrong.</li>',
        '<li>Spelling and grammar are fixed without a note.</li>',
        '<li>We do not delete stories to hide mistakes. A story is taken down only for legal reasons or to protect someone’s safety, and we then say that it was.</li>',
        '</ul>',
        '<h2>Reporting an error</h2>',
        `<p>Write to <a href="mailto:${corrections}">${corrections}</a> with the story’s address and what you believe is wrong. An editor who did not work on the story reviews every request, usually within two working days.</p>`,
      ].join(''),
    },
  ];
}
