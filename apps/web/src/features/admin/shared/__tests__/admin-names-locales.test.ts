import { ACTIVITY_ENTITY_TYPES, LANGUAGES, type Language } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  ADMIN_DASHBOARD_NS,
  ADMIN_PAGES_NS,
  ADMIN_SHELL_NS,
  ADMIN_STORIES_NS,
} from '@/features/admin/shared/admin-i18n';

/** The text at a dotted path of a language's own catalogue (no fallback), or undefined. */
function text(language: Language, namespace: string, path: string): string | undefined {
  let node: unknown = i18n.getResourceBundle(language, namespace);
  for (const key of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * The names the back-office gives things, in every language: each entity the activity table
 * records is named, and "Stories" is one name wherever it appears (menu, page, table, rows,
 * recent activity, tenants' counts), never the name of Articles.
 */
describe.each(LANGUAGES)('back-office names in %s', (language) => {
  it('names every entity type the server records', () => {
    for (const type of ACTIVITY_ENTITY_TYPES) {
      const path = `activity.entities.${type}`;
      expect(text(language, ADMIN_DASHBOARD_NS, path), path).toBeDefined();
      // Most names differ from English ('Logo' and 'Article' need not): the ads' ones must.
      if (language !== 'en' && type.startsWith('ad_')) {
        expect(text(language, ADMIN_DASHBOARD_NS, path), path).not.toBe(
          text('en', ADMIN_DASHBOARD_NS, path),
        );
      }
    }
  });

  it('calls stories by one name, distinct from articles', () => {
    const stories = text(language, ADMIN_SHELL_NS, 'nav.sections.stories');
    expect(stories).toBeDefined();
    expect(text(language, ADMIN_STORIES_NS, 'title')).toBe(stories);
    expect(text(language, ADMIN_STORIES_NS, 'table.label')).toBe(stories);
    expect(text(language, ADMIN_PAGES_NS, 'tenants.columns.stories')).toBe(stories);
    const story = text(language, ADMIN_STORIES_NS, 'table.story');
    expect(story).toBe(text(language, ADMIN_DASHBOARD_NS, 'activity.entities.story'));

    expect(stories).not.toBe(text(language, ADMIN_SHELL_NS, 'nav.sections.articles'));
    expect(story).not.toBe(text(language, ADMIN_DASHBOARD_NS, 'activity.entities.article'));
  });
});
