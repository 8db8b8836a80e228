import type { ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE } from '@/lib/fixed-language-i18n';

/**
 * The comments' texts (locales/<lang>/reader-comments.json), one chunk per language that loads
 * with the island, never with the story page: its server-rendered frame needs only `comments.*`
 * of `common`.
 */
const commentTexts = import.meta.glob<{ default: ResourceKey }>(
  '../../../locales/*/reader-comments.json',
);

/** A text every catalogue has: present once the language's comment texts are merged. */
const PROBE_KEY = 'commentThread.heading';

/**
 * True once the comment texts of the language in use are in `common` (merged, like the reader
 * page texts); until then the section shows its frame. Follows a change of language.
 */
export function useCommentTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const ready = i18n.getResource(language, DEFAULT_NAMESPACE, PROBE_KEY) !== undefined;
  const [, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (ready) return;
    const load = commentTexts[`../../../locales/${language}/reader-comments.json`];
    if (!load) return;
    let current = true;
    void load().then((module) => {
      i18n.addResourceBundle(language, DEFAULT_NAMESPACE, module.default, true, false);
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);
  return ready;
}
