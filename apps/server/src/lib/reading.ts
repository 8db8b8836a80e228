import { htmlToText } from './html.js';

/** Words a minute an adult reads news at on a screen. */
export const WORDS_PER_MINUTE = 230;

/** Words of an HTML body's text (CJK characters count as words: they carry a word's meaning). */
export function wordCount(html: string): number {
  const text = htmlToText(html);
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const words = text
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  // About two CJK characters make a word's worth of reading.
  return words + Math.ceil(cjk / 2);
}

/** Whole minutes to read `words`, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
