/** Entity types the dashboard names in words; others show their own name, made readable. */
export const KNOWN_ENTITY_TYPES = [
  'tenant',
  'site_settings',
  'tenant_settings',
  'logo',
  'session',
  'story',
  'article',
  'category',
  'user',
  'feed',
  'notification',
  'security_event',
  'categories',
] as const;
export type KnownEntityType = (typeof KNOWN_ENTITY_TYPES)[number];

export function isKnownEntityType(type: string): type is KnownEntityType {
  return (KNOWN_ENTITY_TYPES as readonly string[]).includes(type);
}

/** 'rss_feed' -> 'Rss feed': a fallback for entity types added after these translations. */
export function readableEntityType(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
