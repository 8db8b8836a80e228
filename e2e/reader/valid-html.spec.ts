import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, latestStoriesOf, test } from '../fixtures';
import { scaled } from '../time-scale';

/** The W3C Nu HTML checker, as the vnu-jar package ships it; run by the machine's Java 17. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Every page a reader reaches without signing in, as the server renders it (issue 30, item 3):
 * the checker reads the HTML of the answer, before any script runs.
 */
async function readerPages(request: APIRequestContext) {
  const stories = await latestStoriesOf<{ id: number; category: { slug: string } | null }>(request);
  const [story] = stories;
  const category = stories.find((listed) => listed.category)?.category;
  const [spaceStory] = await latestStoriesOf<{ id: number }>(request, 'space');
  if (!story || !spaceStory || !category) throw new Error('the demo data has stories');
  return {
    home: '/',
    category: `/category/${category.slug}`,
    story: `/story/${story.id}`,
    'story detail': `/story/${story.id}/detail`,
    search: '/search?q=mars',
    'realtime news': '/realtime-news',
    'story demo': '/story-demo',
    login: '/login',
    register: '/register',
    'reset password': '/reset-password',
    'profile (signed out)': '/profile',
    'a publication by path': '/tenant/space',
    'its story': `/tenant/space/story/${spaceStory.id}`,
    'unknown story (404)': '/story/987654321',
  };
}

test('every reader page is valid HTML for the W3C Nu checker', async ({ request }) => {
  test.setTimeout(scaled(90_000));
  const directory = await mkdtemp(path.join(os.tmpdir(), 'helionews-vnu-'));
  try {
    const files: string[] = [];
    for (const [name, address] of Object.entries(await readerPages(request))) {
      const response = await request.get(address);
      expect(response.headers()['content-type'], address).toContain('text/html');
      const file = path.join(directory, `${name.replace(/\W+/g, '-')}.html`);
      await writeFile(file, await response.text());
      files.push(file);
    }
    // --exit-zero-always: the messages decide, not the exit code; JSON on stderr.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${path.basename(decodeURIComponent(message.url))}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
