// Types only from membership.ts: its values come with zod schemas, which no reader chunk may load
// (scripts/check-budgets.mjs); the server-rendered props carry the path and the class instead.
import { API_BASE, type StoryContent } from '@helionews/contracts';
import { getAuthToken } from '@/lib/storage';

/**
 * A members/paid story's page (issue 33): the server rendered its teaser (the same for every
 * reader, so it is cached) and a prompt; this asks for the rest with the reader's session and, if
 * they may read it, puts it inside `.paywalled-content` in place of the teaser and the prompt.
 * Plain DOM code, no React, no validation library: it loads with every paywalled story.
 */
export interface PaywallProps {
  storyId: number;
  /** The publication (X-Tenant-ID). */
  tenant: string;
  /** Stories an anonymous browser may read a month (0: none). */
  meterAnonymous: number;
  /** MEMBERSHIP_API_PATHS.storyContent(storyId), under API_BASE. */
  contentPath: string;
  /** PAYWALLED_SECTION_CLASS: where the paid part goes (JSON-LD's hasPart names it). */
  sectionClass: string;
  /** "{{n}} left" in each plural form of the page's language. */
  readsLeft: Record<string, string>;
  language: string;
}

/**
 * The anonymous meter: the stories this browser opened this month, in localStorage. Leaky by
 * design: a reader who clears their storage (or opens a private window) starts again; only the
 * signed-in meter is counted on the server.
 */
const meterKey = (tenant: string, now: Date) =>
  `helionews.meter.${tenant}.${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

function readMeter(key: string): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function writeMeter(key: string, ids: number[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or refused: the read is simply not counted.
  }
}

function readsLeftText(props: PaywallProps, left: number): string {
  const form = new Intl.PluralRules(props.language).select(left);
  const text = props.readsLeft[form] ?? props.readsLeft.other ?? '';
  return text.replace('{{n}}', String(left));
}

/** The story's body with its paid part inside `.paywalled-content`. */
function showWhole(body: HTMLElement, teaser: string, content: string, sectionClass: string): void {
  const whole = content.trim();
  const section = document.createElement('div');
  section.className = sectionClass;
  // Sanitized on the server like every stored body (StoryBody.tsx renders the teaser the same way).
  if (teaser && whole.startsWith(teaser)) {
    section.innerHTML = whole.slice(teaser.length);
    body.append(section);
  } else {
    section.innerHTML = whole;
    body.replaceChildren(section);
  }
}

/** The remaining-reads line of the prompt (or of the note left after a metered read). */
function showReadsLeft(prompt: HTMLElement, text: string): void {
  const line = prompt.querySelector<HTMLElement>('[data-paywall-meter]');
  if (!line) return;
  line.textContent = text;
  line.hidden = false;
}

/** The story body beside the prompt (an island's wrapper may stand between them). */
function storyBodyNear(prompt: HTMLElement): HTMLElement | null {
  for (let node = prompt.parentElement; node; node = node.parentElement) {
    const body = node.querySelector<HTMLElement>('.story-body');
    if (body) return body;
  }
  return null;
}

/**
 * Asks for the whole story once. `prompt`: the server's prompt element, beside the story body.
 * Returns whether the reader got the whole text.
 */
export async function unlockStory(
  prompt: HTMLElement,
  props: PaywallProps,
  now: Date = new Date(),
): Promise<boolean> {
  const body = storyBodyNear(prompt);
  if (!body) return false;
  const token = getAuthToken();
  const key = meterKey(props.tenant, now);
  let opened: number[] = [];
  if (!token) {
    if (props.meterAnonymous <= 0) return false;
    opened = readMeter(key);
    if (!opened.includes(props.storyId) && opened.length >= props.meterAnonymous) {
      // The month's reads are used up: stop asking.
      showReadsLeft(prompt, readsLeftText(props, 0));
      return false;
    }
  }
  const headers: Record<string, string> = {};
  if (props.tenant) headers['X-Tenant-ID'] = props.tenant;
  if (token) headers.Authorization = `Bearer ${token}`;
  const path = props.contentPath;
  let answer: StoryContent;
  try {
    const response = await fetch(`${API_BASE}${path}${token ? '' : '?meter=anonymous'}`, {
      headers,
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return false;
    answer = (await response.json()) as StoryContent;
  } catch {
    return false;
  }
  const teaser = body.innerHTML.trim();
  showWhole(body, teaser, answer.content, props.sectionClass);
  const { entitlement } = answer;
  let left: number | null = null;
  if (!token) {
    if (!opened.includes(props.storyId)) opened.push(props.storyId);
    writeMeter(key, opened);
    left = Math.max(0, props.meterAnonymous - opened.length);
  } else if (entitlement.reason === 'metered' && entitlement.meter) {
    left = entitlement.meter.remaining;
  }
  if (left === null) {
    prompt.remove();
  } else {
    // A metered read: the prompt becomes a note of what is left, its links kept.
    prompt.querySelector('[data-paywall-lead]')?.remove();
    showReadsLeft(prompt, readsLeftText(props, left));
  }
  return true;
}
