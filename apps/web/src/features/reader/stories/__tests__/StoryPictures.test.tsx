import type { MediaPicture, StorySummary } from '@helionews/contracts';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storyImageSizes } from '@/components/story/story-image-sizes';
import { TestProviders } from '@/test/render';
import { CompactStory } from '../components/CompactStory';
import { StoryCard } from '../components/StoryCard';

/* Issue 34, responsive images: the lists draw library pictures at the width their layout needs. */

const folder = '/uploads/media/1/0123456789abcdef01234567';
const picture: MediaPicture = {
  sources: [
    { type: 'image/avif', srcset: `${folder}/w320.avif 320w, ${folder}/w640.avif 640w` },
    { type: 'image/webp', srcset: `${folder}/w320.webp 320w, ${folder}/w640.webp 640w` },
  ],
  src: `${folder}/w640.webp`,
  width: 1200,
  height: 800,
  alt: 'Boats in the harbour at dawn',
};

const renderIn = (node: React.ReactNode) =>
  render(
    <TestProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </TestProviders>,
  );

const sizesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('picture source')].map((source) => source.getAttribute('sizes'));

const summary: StorySummary = {
  id: 7,
  title: 'Harbour reopens',
  slug: 'harbour-reopens',
  summary: 'Boats are back.',
  image_url: `${folder}/original.webp`,
  author: null,
  author_username: null,
  origin: 'editorial',
  source_name: null,
  category: { id: 1, slug: 'world', name: 'World' },
  published_at: '2026-11-30T10:00:00.000Z',
  picture,
};

describe('story lists with library pictures', () => {
  it('a card asks for a third of the page on a desktop, the whole width on a phone', () => {
    const { container } = renderIn(<StoryCard story={summary} />);
    expect(sizesOf(container)).toEqual([storyImageSizes.card, storyImageSizes.card]);
    const image = container.querySelector('picture img');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    // Next to its headline: decorative, as before.
    expect(image).toHaveAttribute('alt', '');
  });

  it('a compact story asks for its 112 px thumbnail only', () => {
    const { container } = renderIn(<CompactStory story={summary} />);
    expect(sizesOf(container)).toEqual(['112px', '112px']);
  });

  it('a story without a library picture keeps the plain image', () => {
    const { container } = renderIn(<StoryCard story={{ ...summary, picture: null }} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', `${folder}/original.webp`);
  });
});
