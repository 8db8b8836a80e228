import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '@/locales/en/common.json';

/** A slug the catalogue translates: the standard sections the publications are seeded with. */
export type StandardSectionSlug = keyof (typeof en)['sections'];

/**
 * The English name each standard section is seeded with. Kept here rather than read from the
 * English catalogue, which is not loaded while the reader uses another language.
 */
export const STANDARD_SECTION_NAMES: Readonly<Record<StandardSectionSlug, string>> = {
  world: 'World',
  politics: 'Politics',
  business: 'Business',
  science: 'Science',
  culture: 'Culture',
  climate: 'Climate',
  opinion: 'Opinion',
  missions: 'Missions',
  launches: 'Launches',
  astronomy: 'Astronomy',
  'planetary-science': 'Planetary Science',
  'commercial-space': 'Commercial Space',
  astronauts: 'Astronauts',
  'space-policy': 'Space Policy',
  medicine: 'Medicine',
  'public-health': 'Public Health',
  nutrition: 'Nutrition',
  'mental-health': 'Mental Health',
  research: 'Research',
  fitness: 'Fitness',
  ai: 'AI',
  security: 'Security',
  gadgets: 'Gadgets',
  software: 'Software',
  startups: 'Startups',
  policy: 'Policy',
  markets: 'Markets',
  economy: 'Economy',
  banking: 'Banking',
  'personal-finance': 'Personal Finance',
  crypto: 'Crypto',
  companies: 'Companies',
  football: 'Football',
  basketball: 'Basketball',
  tennis: 'Tennis',
  athletics: 'Athletics',
  cycling: 'Cycling',
  motorsport: 'Motorsport',
  film: 'Film',
  television: 'Television',
  music: 'Music',
  gaming: 'Gaming',
  books: 'Books',
  stage: 'Stage',
};

interface CategoryRef {
  slug: string;
  name: string;
}

function isStandardSection(slug: string): slug is StandardSectionSlug {
  return Object.hasOwn(STANDARD_SECTION_NAMES, slug);
}

/**
 * The name a reader sees for a section: a standard section (by slug) in the reader's language, as
 * long as the tenant still calls it by its standard name; a renamed or custom section by the
 * tenant's own name, which no catalogue can know.
 */
export function categoryLabel({ slug, name }: CategoryRef, t: TFunction): string {
  if (!isStandardSection(slug)) return name;
  return STANDARD_SECTION_NAMES[slug].toLowerCase() === name.trim().toLowerCase()
    ? t(`sections.${slug}`)
    : name;
}

/** `categoryLabel` in the reader's current language. */
export function useCategoryLabel(): (category: CategoryRef) => string {
  const { t } = useTranslation();
  return useCallback((category: CategoryRef) => categoryLabel(category, t), [t]);
}
