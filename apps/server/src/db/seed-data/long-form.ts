/**
 * Turns a seed story's short report into a full-length article (400 to 900 words, with
 * subheadings, and now and then a quotation or a list), so reading time, search and page layout
 * behave as they do on a real publication. Each story keeps its own reporting as the opening; the
 * sections after it are written for the publication's beat and picked by the story's place in the
 * seed, so neighbouring stories read differently. Pure and deterministic: no randomness, no I/O.
 */
import type { SeedIndustry, SeedStory, SeedTenant } from './types.js';

export const LONG_FORM_MIN_WORDS = 400;
export const LONG_FORM_MAX_WORDS = 900;

/** Who a publication's reporters talk to and what they read, in its own words. */
interface Beat {
  experts: string;
  officials: string;
  affected: string;
  evidence: string;
  horizon: string;
}

const BEATS: Record<SeedIndustry, Beat> = {
  general: {
    experts: 'analysts and academics',
    officials: 'ministers and senior officials',
    affected: 'voters, businesses and households',
    evidence: 'official figures and public records',
    horizon: 'the coming months',
  },
  space: {
    experts: 'mission engineers and independent astronomers',
    officials: 'agency officials',
    affected: 'the scientists who depend on the data',
    evidence: 'telemetry summaries and published mission documents',
    horizon: 'the next launch window',
  },
  health: {
    experts: 'clinicians and independent researchers',
    officials: 'health officials',
    affected: 'patients and their families',
    evidence: 'trial data and peer-reviewed studies',
    horizon: 'the next round of studies',
  },
  technology: {
    experts: 'engineers and security researchers',
    officials: 'regulators',
    affected: 'users and the companies that build on these products',
    evidence: 'public filings and technical documentation',
    horizon: 'the next product cycle',
  },
  finance: {
    experts: 'economists and market strategists',
    officials: 'regulators and central bankers',
    affected: 'savers, borrowers and investors',
    evidence: 'market data and company filings',
    horizon: 'the next quarterly results',
  },
  sports: {
    experts: 'coaches and former players',
    officials: 'league officials',
    affected: 'supporters',
    evidence: 'match data and official statistics',
    horizon: 'the rest of the season',
  },
  entertainment: {
    experts: 'critics and industry veterans',
    officials: 'studio and network executives',
    affected: 'audiences',
    evidence: 'box-office, streaming and sales figures',
    horizon: 'the awards season',
  },
};

const CONTEXT_HEADINGS = [
  'How we got here',
  'The background',
  'A longer story',
  'Why it matters now',
  'Where this began',
  'The bigger picture',
];

const CONTEXT = [
  'None of this arrived out of nowhere. For several years {experts} have pointed to the same pressures, and the {section} coverage in these pages has tracked them closely. What changed this time is the speed: decisions that once took a full year were made in a matter of weeks, and the people closest to them say the pace is unlikely to slow.',
  'To understand why the moment matters, it helps to look back. Earlier attempts stalled over cost, over timing and, above all, over who would carry the risk if things went wrong. Those questions have not gone away, but {officials} now describe them as problems to be managed rather than reasons to wait.',
  'The record is uneven. {Evidence} show periods of steady progress broken by sudden reversals, and {experts} caution against reading too much into any single result. Still, several of them said the direction of travel over the past decade is hard to dispute, even if its final destination is not yet clear.',
  'For {affected}, the practical effects may take time to show. Changes of this kind tend to arrive gradually, through small adjustments rather than a single dramatic shift. That makes them easy to overlook at first and hard to reverse later, which is why the details now being settled deserve closer attention than they usually get.',
  'Part of the story is about money, and part of it is about trust. Budgets have tightened while expectations have grown, and {officials} have been asked to do more with less. Several people involved said privately that the real test will not be the announcement itself but whether the promised follow-through survives the next round of difficult choices.',
  'It is also a story about people. Behind the headline figures are teams who spent months on work that rarely makes the news: checking, re-checking and arguing over assumptions. Many of them spoke to {publication} on condition that their names not be used, because they were not authorised to discuss the work in public.',
  'There is a competing view. A minority of {experts} argue that the attention is overdone and that similar moments in the past faded without lasting consequence. They point to {evidence} that, in their reading, show more continuity than change. Even they concede, however, that the coming period will settle the argument one way or the other.',
  'Comparisons with other places are instructive. Where similar steps were taken earlier, the early results were mixed and the benefits took longer to appear than their supporters had promised. Those who studied those cases say the lesson is less about the idea itself than about patience, measurement and a willingness to adjust course.',
  'Much depends on details that have not yet been published. {Officials} have said more information will follow, and {experts} who reviewed the material released so far described it as encouraging but incomplete. Several questions, including who pays and how success will be measured, remain open.',
  'Timing has played its part. The announcement came at a moment when attention was already focused on the {section} beat, and it landed alongside other developments that made it easier to explain and harder to ignore. Whether that attention lasts is another matter.',
];

const VOICES_HEADINGS = [
  'What people are saying',
  'Reaction',
  'Voices from the field',
  'The view from outside',
  'Mixed responses',
];

const VOICES = [
  'Reaction was swift and, for the most part, measured. {Experts} contacted by {publication} broadly welcomed the news while warning that the hardest work lies ahead. Several said they would wait for fuller figures before drawing firm conclusions, a caution that has become familiar on this beat.',
  'Not everyone was persuaded. Critics argued that the approach leaves important questions unanswered and that {affected} deserved a clearer explanation of what to expect. Supporters countered that perfect information is never available and that waiting would carry costs of its own.',
  'Among {affected}, the mood was harder to read. Some described cautious optimism; others said they had heard similar promises before and would judge the outcome by what changes in practice rather than by what is said now.',
  'Inside the organisations involved, people described long days and a sense of relief that a decision had finally been made. "We can argue about the details," one of them said, "but at least now we are arguing about something real."',
  'Independent observers were struck less by the announcement than by its tone. Compared with a year ago, they said, the language was more confident and the caveats fewer, a shift that could reflect genuine progress or simply a desire to reassure.',
  'Several {experts} drew attention to what was not said. The statements made no mention of a detailed timetable, and questions about oversight were answered only in general terms. Those gaps, they said, will matter more in six months than they do today.',
  'Readers who wrote to {publication} after our earlier coverage raised many of the same points: what it will cost, who benefits, and what happens if the plan falls short. We put those questions to the people responsible; their answers are reflected throughout this report.',
  'Colleagues elsewhere were watching closely. Counterparts in other organisations said they would study the outcome before deciding whether to follow, and at least two indicated that similar proposals were already under discussion internally.',
];

const QUOTES = [
  'The announcement is the easy part. What matters is whether we are still talking about this in a year, and whether the numbers have moved.',
  'We have been here before, and the lesson each time was the same: go slowly enough to learn, but not so slowly that the moment passes.',
  'People want to know what this means for them on an ordinary day. That is the question we should keep asking until there is a good answer.',
  'There is real progress here, and there are real risks. Anyone who tells you it is only one of those things has not looked closely enough.',
  'I would rather see a modest plan delivered in full than an ambitious one delivered in part.',
  'The data is better than it was, but it is still not good enough to settle the argument. That should make all of us a little more humble.',
  'It took a long time to get here. Most of that time was spent persuading people that the problem was real.',
];

const QUOTE_SOURCES = [
  'a senior figure who has followed the issue for many years',
  'one of the people involved in the work',
  'an independent analyst who reviewed the plans',
  'a long-time observer of the field',
  'a former official who worked on earlier proposals',
];

const LIST_HEADINGS = ['What to watch', 'Key questions', 'The main points'];

const LIST_ITEMS = [
  'Whether the promised figures are published in full, and on time.',
  'How {affected} respond once the changes take effect.',
  'What {officials} say when they are next asked about costs.',
  'Whether independent reviews confirm the early results.',
  'How quickly others follow, and whether they adapt the approach.',
  'What the next set of {evidence} shows about the trend.',
  'Whether the timetable survives {horizon}.',
];

const NEXT_HEADINGS = [
  'What happens next',
  'The road ahead',
  'Next steps',
  'Looking ahead',
  'What comes after',
];

const NEXT = [
  'The next milestones are already on the calendar. {Officials} have said they expect to share an update before {horizon}, and {experts} will be watching for evidence that early promises are being kept. {Publication} will continue to follow the story as it develops.',
  'Much will depend on {horizon}. If the early signs hold, the case for going further will be strong; if they do not, the pressure to rethink will grow quickly. Either way, the decisions made in the next few weeks are likely to shape the {section} agenda for some time.',
  'For now, the people involved say their priority is to get the basics right: clear communication, reliable measurement and honest reporting of setbacks as well as successes. Those who have seen similar efforts stall say that is exactly the right focus.',
  'Questions remain about scale. What works in a limited setting does not always survive wider use, and {experts} said the coming period would show whether the approach can grow without losing what made it work in the first place.',
  'There will be more to report. Documents due to be released in the coming weeks should answer some of the open questions, and {publication} has asked for interviews with those responsible. We will update this story as more becomes known.',
  'In the meantime, {affected} are being advised to watch for official guidance rather than rely on early reports. Those who want to follow the detail can expect regular updates from {officials} and from {publication} through {horizon}.',
  'The final word is unlikely to come soon. Stories like this one tend to unfold over months and years rather than days, and the most important developments may be the least visible. Our {section} desk will keep reporting on them.',
  'Whatever happens next, few expect a return to how things were. The debate has moved, the expectations have shifted, and {officials} now face the task of turning a moment of attention into lasting results.',
];

export interface LongFormContext {
  tenant: Pick<SeedTenant, 'display_name' | 'industry' | 'categories'>;
  story: SeedStory;
  /** The story's place among the tenant's stories: picks its sections, so neighbours differ. */
  index: number;
}

export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fills {placeholders}; a capitalised placeholder ({Experts}) starts a sentence. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name.toLowerCase()];
    if (value === undefined) return match;
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalise(value) : value;
  });
}

/** Entry `position` of `pool`, counting round it. */
function entry<T>(pool: readonly T[], position: number): T {
  const value = pool[position % pool.length];
  if (value === undefined) throw new Error('an empty pool of seed text');
  return value;
}

/**
 * `count` different entries of `pool` (whose length is no multiple of 3), starting at a place
 * that depends on `seed`.
 */
function pick<T>(pool: readonly T[], seed: number, count: number): T[] {
  return Array.from({ length: count }, (_, offset) => entry(pool, seed + offset * 3));
}

/**
 * The story's own reporting, then context, reaction (with a quotation on every other story), a
 * list on every third, and what comes next.
 */
export function longFormBody({ tenant, story, index }: LongFormContext): string {
  const beat = BEATS[tenant.industry];
  const section =
    tenant.categories.find((category) => category.slug === story.category)?.name ?? 'news';
  const values: Record<string, string> = {
    ...beat,
    section,
    publication: tenant.display_name,
  };
  const paragraph = (template: string) => `<p>${fill(template, values)}</p>`;
  const heading = (pool: readonly string[], seed: number) => `<h2>${entry(pool, seed)}</h2>`;

  const context = pick(CONTEXT, index * 7 + 1, 3);
  const voices = pick(VOICES, index * 5 + 2, 3);
  const next = pick(NEXT, index * 3 + 4, 3);
  const quote =
    index % 2 === 0
      ? `<blockquote><p>"${entry(QUOTES, index)}" — ${entry(QUOTE_SOURCES, index * 2)}</p></blockquote>`
      : '';
  const list =
    index % 3 === 0
      ? `${heading(LIST_HEADINGS, index)}<ul>${pick(LIST_ITEMS, index * 2, 4)
          .map((item) => `<li>${fill(item, values)}</li>`)
          .join('')}</ul>`
      : '';

  const blocks = [
    story.body_html,
    heading(CONTEXT_HEADINGS, index),
    ...context.map(paragraph),
    heading(VOICES_HEADINGS, index + 1),
    paragraph(entry(voices, 0)),
    quote,
    paragraph(entry(voices, 1)),
    list,
    heading(NEXT_HEADINGS, index + 2),
    ...next.slice(0, 2).map(paragraph),
  ].filter(Boolean);

  let html = blocks.join('');
  // The shortest reports get a closing paragraph or two; the longest stay well under the maximum.
  for (const extra of [entry(next, 2), entry(voices, 2)]) {
    if (countWords(html) >= LONG_FORM_MIN_WORDS) break;
    html += paragraph(extra);
  }
  return html;
}
