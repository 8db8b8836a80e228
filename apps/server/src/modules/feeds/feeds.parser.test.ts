import { readFile } from 'node:fs/promises';
import { FEED_MESSAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from './feeds.parser.js';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-11-25T12:00:00Z');

describe('parseFeed', () => {
  it('reads RSS 2.0: sanitized HTML, plain titles, images from enclosure, media and content', async () => {
    const feed = await parseFeed(await fixture('rss2.xml'), 'https://wire.example.org/rss', NOW);
    expect(feed.title).toBe('Harbour & Coast Wire');
    expect(feed.language).toBe('fr');
    expect(feed.items.map((item) => item.guid)).toEqual([
      'wire-1001',
      'https://wire.example.org/news/ferry',
      // No guid: the link is the key.
      'https://wire.example.org/news/quotas',
      'wire-1004',
    ]);
    const [lighthouse, ferry, quotas, festival] = feed.items;
    expect(lighthouse).toMatchObject({
      title: 'Lighthouse restored after storm',
      link: 'https://wire.example.org/news/lighthouse',
      imageUrl: 'https://cdn.example.org/lighthouse.jpg',
      summary: 'The old lighthouse shines again.',
      author: 'Ana Ribeiro',
    });
    expect(lighthouse?.publishedAt?.toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(lighthouse?.bodyHtml).toContain('<strong>shines</strong>');
    expect(lighthouse?.bodyHtml).not.toMatch(/script|onclick|alert/);
    expect(ferry?.imageUrl).toBe('https://cdn.example.org/ferry.png');
    expect(quotas?.imageUrl).toBe('https://cdn.example.org/quotas-thumb.jpg');
    // A javascript: link is no source link; a date in 2100 is clamped to now.
    expect(festival?.link).toBeNull();
    expect(festival?.publishedAt?.toISOString()).toBe(NOW.toISOString());
    expect(festival?.imageUrl).toBe('https://cdn.example.org/festival.webp');
  });

  it('reads Atom: ids, alternate links resolved against the feed, summaries and thumbnails', async () => {
    const feed = await parseFeed(
      await fixture('atom.xml'),
      'https://orbit.example.net/feed.atom',
      NOW,
    );
    expect(feed.title).toBe('Orbital Notes');
    expect(feed.items).toHaveLength(2);
    const [satellite, rover] = feed.items;
    expect(satellite).toMatchObject({
      guid: 'urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a',
      title: 'Satellite launched',
      link: 'https://orbit.example.net/posts/satellite',
      imageUrl: 'https://orbit.example.net/img/sat.jpg',
      summary: 'A new weather satellite reached orbit.',
      author: 'Mei Chen',
    });
    expect(satellite?.publishedAt?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(rover).toMatchObject({
      guid: 'tag:orbit.example.net,2026:rover',
      link: 'https://orbit.example.net/posts/rover',
      imageUrl: 'https://orbit.example.net/img/rover-thumb.jpg',
    });
    expect(rover?.publishedAt?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('reads RSS 1.0 (RDF) with Dublin Core dates', async () => {
    const feed = await parseFeed(await fixture('rdf.xml'), 'https://valley.example.com/rss', NOW);
    expect(feed.title).toBe('Valley Gazette');
    expect(feed.items.map((item) => [item.guid, item.title])).toEqual([
      ['https://valley.example.com/a/bridge', 'Bridge reopens'],
      ['https://valley.example.com/a/market', 'Market day moves'],
    ]);
    expect(feed.items[0]?.publishedAt?.toISOString()).toBe('2026-11-20T07:00:00.000Z');
    expect(feed.items[0]?.author).toBe('Jonas Weber');
  });

  it('caps long titles and summaries and hashes overlong guids', async () => {
    const long = 'word '.repeat(400);
    const xml = `<rss version="2.0"><channel><title>T</title><item><title>${long}</title><guid>${'g'.repeat(
      900,
    )}</guid><description>${long}</description></item></channel></rss>`;
    const [item] = (await parseFeed(xml, 'https://x.example/', NOW)).items;
    expect(item?.title.length).toBeLessThanOrEqual(300);
    expect(item?.summary.length).toBeLessThanOrEqual(500);
    expect(item?.guid).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('refuses a document that is no feed', async () => {
    await expect(
      parseFeed('<html><body>Hello</body></html>', 'https://x.example/', NOW),
    ).rejects.toEqual(new FeedParseError(FEED_MESSAGES.notAFeed));
    await expect(parseFeed('not xml at all', 'https://x.example/', NOW)).rejects.toBeInstanceOf(
      FeedParseError,
    );
  });
});
