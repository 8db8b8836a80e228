import type { Story } from '@helionews/contracts';

/** A story as the article shows it; a preview of an unsaved article has no reading figures yet. */
export type StoryArticleData = Omit<Story, 'word_count' | 'reading_minutes'> &
  Partial<Pick<Story, 'word_count' | 'reading_minutes'>> & { image_alt?: string | null };
