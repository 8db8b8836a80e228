import { LANGUAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { categoryLabel, STANDARD_SECTION_NAMES } from './category-label';
import { i18n } from './i18n';

const catalogue = (lang: string) =>
  import(`../locales/${lang}/common.json`) as Promise<{
    default: { sections: Record<string, string> };
  }>;

describe('categoryLabel', () => {
  it('keeps the English catalogue and the standard names in step', async () => {
    const { default: en } = await catalogue('en');
    expect(en.sections).toEqual(STANDARD_SECTION_NAMES);
  });

  it.each(LANGUAGES)('names every standard section in %s', async (lang) => {
    const { default: messages } = await catalogue(lang);
    expect(Object.keys(messages.sections).sort()).toEqual(
      Object.keys(STANDARD_SECTION_NAMES).sort(),
    );
    for (const name of Object.values(messages.sections)) expect(name.trim()).not.toBe('');
  });

  it("translates a standard section by its slug in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    expect(categoryLabel({ slug: 'politics', name: 'Politics' }, i18n.t)).toBe('Politique');
    expect(categoryLabel({ slug: 'public-health', name: 'Public Health' }, i18n.t)).toBe(
      'Santé publique',
    );
    await i18n.changeLanguage('ja');
    expect(categoryLabel({ slug: 'football', name: 'football' }, i18n.t)).toBe('サッカー');
  });

  it("keeps the tenant's own name for custom and renamed sections", async () => {
    await i18n.changeLanguage('fr');
    expect(categoryLabel({ slug: 'local-news', name: 'Local News' }, i18n.t)).toBe('Local News');
    expect(categoryLabel({ slug: 'politics', name: 'Power & Policy' }, i18n.t)).toBe(
      'Power & Policy',
    );
  });
});
