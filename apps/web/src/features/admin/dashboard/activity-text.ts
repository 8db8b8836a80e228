import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType } from '@helionews/contracts';

/**
 * Every entity type the server records has a name in each language (activity.entities); a row
 * older than that list shows its own type, made readable.
 */
export function isKnownEntityType(type: string): type is ActivityEntityType {
  return (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(type);
}

/** 'rss_feed' -> 'Rss feed': a fallback for entity types outside ACTIVITY_ENTITY_TYPES. */
export function readableEntityType(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
