import type { MediaPicture } from '@helionews/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { StoryImage } from '../StoryImage';
import { storyImageSizes } from '../story-image-sizes';

const folder = '/uploads/media/1/0123456789abcdef01234567';
const picture: MediaPicture = {
  sources: [
    {
      type: 'image/avif',
      srcset: `${folder}/w320.avif 320w, ${folder}/w640.avif 640w, ${folder}/w1024.avif 1024w`,
    },
    {
      type: 'image/webp',
      srcset: `${folder}/w320.webp 320w, ${folder}/w640.webp 640w, ${folder}/w1024.webp 1024w`,
    },
  ],
  src: `${folder}/w1024.webp`,
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

/** The <source>s of the one <picture> in the page. */
function sourcesOf(container: HTMLElement) {
  const element = container.querySelector('picture');
  expect(element).not.toBeNull();
  return [...(element?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

describe('StoryImage', () => {
  it('draws a library image as a <picture>: AVIF then WebP sources, sized, with width and height', () => {
    const { container } = renderIn(
      <StoryImage
        src={`${folder}/original.webp`}
        picture={picture}
        sizes={storyImageSizes.article}
        alt={picture.alt}
        priority
      />,
    );

    expect(sourcesOf(container)).toEqual([
      { type: 'image/avif', srcset: picture.sources[0]?.srcset, sizes: storyImageSizes.article },
      { type: 'image/webp', srcset: picture.sources[1]?.srcset, sizes: storyImageSizes.article },
    ]);
    const image = screen.getByRole('img', { name: picture.alt });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image).toHaveAttribute('src', picture.src);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    // The page's largest paint: fetched at once, first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // Never the original: it is neither the fallback nor in a srcset.
    expect(container.innerHTML).not.toContain('original.webp');
  });

  it('keeps a plain <img> for a picture that is not a library image, lazily', () => {
    const { container } = renderIn(<StoryImage src="https://images.example.org/a.jpg" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://images.example.org/a.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('becomes the tinted panel when the picture cannot be loaded', () => {
    const { container } = renderIn(
      <StoryImage src={`${folder}/original.webp`} picture={picture} categorySlug="world" />,
    );
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
