import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@helionews/contracts';
import { DEFAULT_NAMESPACE, i18n, initI18n } from '@/lib/i18n';
import { prefilterStyleRules } from './style-rule-prefilter';
import { resources } from './locales';

// jsdom has no layout engine; ScrollRestoration's scrolling is irrelevant to what tests assert.
window.scrollTo = () => undefined;
prefilterStyleRules(document);

// CI machines have two cores shared by two test workers and a build: a page that renders in
// 200 ms alone can take over a second there, so the async queries wait longer than their 1 s default.
configure({ asyncUtilTimeout: 4000 });

// The app loads its texts on demand; tests start with English already loaded, as a page does.
await initI18n('en');
// Pages are rendered here without their route, which loads their texts (reader-page-texts.ts):
// every language's `common` is loaded first, then the page texts are merged into it.
await i18n.loadLanguages([...LANGUAGES]);
for (const [language, texts] of Object.entries(resources)) {
  i18n.addResourceBundle(language, DEFAULT_NAMESPACE, texts.common, false, false);
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
  // After the language reset: the detector caches every change in localStorage.
  window.localStorage.clear();
  document.title = '';
});
