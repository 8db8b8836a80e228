import { describe, expect, it } from 'vitest';
import {
  deviceClass,
  isBot,
  normalisePath,
  normaliseSearchTerm,
  referrerDomain,
  storyIdOf,
} from './analytics.classify.js';

describe('analytics classification', () => {
  it('keeps only the path, without query, fragment, tenant prefix or trailing slash', () => {
    expect(normalisePath('/story/12?utm_source=mail#comments')).toBe('/story/12');
    expect(normalisePath('/tenant/orbit/category/space/')).toBe('/category/space');
    expect(normalisePath('/tenant/orbit')).toBe('/');
    expect(normalisePath('//search?q=secret')).toBe('/search');
    expect(normalisePath('/')).toBe('/');
  });

  it('finds the story of story pages only', () => {
    expect(storyIdOf('/story/12')).toBe(12);
    expect(storyIdOf('/story/12/detail')).toBe(12);
    expect(storyIdOf('/story/abc')).toBe(0);
    expect(storyIdOf('/story/12/other')).toBe(0);
    expect(storyIdOf('/category/12')).toBe(0);
    expect(storyIdOf(`/story/${'9'.repeat(20)}`)).toBe(0);
  });

  it('keeps the host name of other sites only', () => {
    expect(referrerDomain('https://www.Search.example/q?a=secret', 'news.example.org')).toBe(
      'search.example',
    );
    expect(referrerDomain('https://news.example.org/story/1', 'news.example.org')).toBeNull();
    expect(referrerDomain('http://localhost:3000/', 'localhost:3000')).toBeNull();
    expect(referrerDomain('android-app://com.app/', 'news.example.org')).toBeNull();
    expect(referrerDomain('not a url', 'news.example.org')).toBeNull();
    expect(referrerDomain(undefined, 'news.example.org')).toBeNull();
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(
      deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toBe('mobile');
    expect(
      deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile Safari/537'),
    ).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131 Safari/537.36')).toBe(
      'tablet',
    );
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0')).toBe('desktop');
  });

  it('recognises crawlers and scripts', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('python-requests/2.32')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe(false);
  });

  it('counts no crawler, script, preview or monitor, with isbot and the extra patterns', () => {
    for (const userAgent of [
      'Wget/1.21',
      'Go-http-client/1.1',
      'okhttp/4.9',
      'axios/1.6.0',
      'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
      'Apache-HttpClient/4.5.13 (Java/17)',
      'Scrapy/2.11 (+https://scrapy.org)',
      'facebookexternalhit/1.1',
      'ia_archiver',
      'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
      'Pingdom.com_bot_version_1.4',
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/109.0 Mobile Safari/537.36 Chrome-Lighthouse',
      // A headless browser announces itself; the hand-written pattern used to count it.
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      // Missed by isbot, caught by the extra patterns:
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'Mozilla/5.0 (Windows NT 10.0) Chrome/131 Safari/537.36 OPR/115 uptime',
      '   ',
    ]) {
      expect(isBot(userAgent), userAgent).toBe(true);
    }
    for (const userAgent of [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    ]) {
      expect(isBot(userAgent), userAgent).toBe(false);
    }
  });

  it('normalises search terms', () => {
    expect(normaliseSearchTerm('  Zebra   QUASAR ')).toBe('zebra quasar');
    expect(normaliseSearchTerm('Ｆｕｌｌｗｉｄｔｈ')).toBe('fullwidth');
  });
});
