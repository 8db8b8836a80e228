import type { SsrApiResponse, SsrRenderRequest, Story } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { storyImageSizes } from '@/components/story/story-image-sizes';
import { createRenderer } from './entry-server';
import { sampleApi } from './style-sampler';

/*
 * Issue 34, responsive images: a story whose lead image is a media library image is
 * server-rendered as a <picture> (AVIF first), so the browser picks its variant from the
 * first HTML, before any script.
 */

const folder = '/uploads/media/1/0123456789abcdef01234567';
const picture = {
  sources: [
    { type: 'image/avif', srcset: `${folder}/w320.avif 320w, ${folder}/w640.avif 640w` },
    { type: 'image/webp', srcset: `${folder}/w320.webp 320w, ${folder}/w640.webp 640w` },
  ],
  src: `${folder}/w640.webp`,
  width: 1800,
  height: 1000,
  alt: 'Boats in the harbour at dawn',
};

const request: SsrRenderRequest = {
  url: '/story/2',
  location: '/story/2',
  hostname: 'localhost',
  tenantSlug: 'helionews',
  language: 'en',
  explicitLanguage: false,
  tenantFromAddress: false,
  baseUrl: 'http://news.test',
  feeds: [],
};

/** The sample API, whose story 2 has a library picture. */
const api = {
  async fetchApi(path: string): Promise<SsrApiResponse> {
    const answer = sampleApi(path);
    if (new URL(path, 'http://api.invalid').pathname !== '/api/stories/2') return answer;
    const story = JSON.parse(answer.body) as Story;
    return {
      ...answer,
      body: JSON.stringify({ ...story, image_url: `${folder}/original.webp`, picture }),
    };
  },
};

describe('the story page with a library picture, as the server renders it', () => {
  it('draws the lead image as a <picture> with its AVIF source first, sized, eager', async () => {
    const renderer = createRenderer({ keepFragments: false });
    const result = await renderer.render(request, api);

    const element = /<picture[^>]*>.*?<\/picture>/s.exec(result.html)?.[0] ?? '';
    expect(element).not.toBe('');
    const sources = [...element.matchAll(/<source [^>]*>/g)].map(([tag]) => tag);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain('type="image/avif"');
    expect(sources[0]).toContain(`srcSet="${picture.sources[0]?.srcset}"`);
    expect(sources[0]).toContain(`sizes="${storyImageSizes.article}"`);
    expect(sources[1]).toContain('type="image/webp"');
    const image = /<img [^>]*>/.exec(element)?.[0] ?? '';
    expect(image).toContain(`src="${picture.src}"`);
    expect(image).toContain('width="1800"');
    expect(image).toContain('height="1000"');
    expect(image).toContain('loading="eager"');
    expect(image).toContain('fetchPriority="high"');
    expect(image).toContain(`alt="${picture.alt}"`);
    // No preload of the original fights the picture's own choice.
    expect(`${result.head}${result.html}`).not.toMatch(/rel="preload"[^>]*original\.webp/);
  });
});
