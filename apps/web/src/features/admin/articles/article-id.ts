import { idSchema } from '@helionews/contracts';

/** The `:id` of an article page: 'new' (or none) is a new article; otherwise a well-formed id. */
export function parseArticleId(raw: string | undefined): number | 'new' | null {
  if (raw === undefined || raw === 'new') return 'new';
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
