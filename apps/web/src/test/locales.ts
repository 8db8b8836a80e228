import type { Language } from '@helionews/contracts';
import type en from '@/locales/en/common.json';

const modules = import.meta.glob<{ default: typeof en }>('../locales/*/common.json', {
  eager: true,
});

/** Every language's `common` texts at once, for tests that compare catalogues. */
export const resources = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/')[2], { common: module.default }]),
) as Record<Language, { common: typeof en }>;
