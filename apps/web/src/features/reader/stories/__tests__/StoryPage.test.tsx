import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStory, makeStorySummary } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { expectInvalidStoryLink, expectStoryNotFound } from '@/test/story-page-checks';
import { StoryPage } from '../routes/StoryPage';

const renderStory = (path: string) => renderPage(<StoryPage />, '/story/:id', path);

describe('story page', () => {
  it('shows the story with its standfirst, byline, image and body', async () => {
    const story = makeStory({
      id: 42,
      title: 'Rocket reaches orbit',
      summary: 'A quiet launch, a loud milestone.',
      author: 'Grace Hopper',
      image_url: '/seed/space/rocket.svg',
      body_html: '<p>The rocket <strong>lifted off</strong> at dawn.</p>',
      category: { id: 1, slug: 'space', name: 'Space' },
    });
    const related = makeStorySummary({ title: 'Moon base plans unveiled' });
    const api = mockApi({
      '/api/stories/42': story,
      '/api/stories/42/related': { stories: [related] },
    });
    renderStory('/story/42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rocket reaches orbit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A quiet launch, a loud milestone.')).toBeInTheDocument();
    expect(screen.getByText('By Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('lifted off').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Space' })).toHaveAttribute('href', '/category/space');
    expect(document.querySelector('img[src="/seed/space/rocket.svg"]')).toBeInTheDocument();
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('Rocket reaches orbit | HelioNews'));

    const aside = await screen.findByRole('complementary', { name: 'Related stories' });
    expect(
      await within(aside).findByRole('link', { name: 'Moon base plans unveiled' }),
    ).toHaveAttribute('href', `/story/${related.id}`);
    expect(api.requestsTo('/api/stories/42/related')[0]?.url.searchParams.get('limit')).toBe('4');
  });

  it("links the story's tags to their pages", async () => {
    mockApi({
      '/api/stories/42': makeStory({
        id: 42,
        title: 'Rover finds water',
        tags: [
          { name: 'Mars', slug: 'mars' },
          { name: 'Rovers & robots', slug: 'rovers' },
        ],
      }),
      '/api/stories/42/related': { stories: [] },
    });
    renderStory('/story/42');

    const tags = await screen.findByRole('navigation', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Mars' })).toHaveAttribute('href', '/tag/mars');
    expect(within(tags).getByRole('link', { name: 'Rovers & robots' })).toHaveAttribute(
      'href',
      '/tag/rovers',
    );
    expect(within(tags).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no tag list for a story without tags', async () => {
    mockApi({
      '/api/stories/43': makeStory({ id: 43, title: 'Untagged', tags: [] }),
      '/api/stories/43/related': { stories: [] },
    });
    renderStory('/story/43');
    expect(await screen.findByRole('heading', { name: 'Untagged' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('links to the detail page with the reading time and word count', async () => {
    mockApi({
      '/api/stories/42': makeStory({ id: 42, word_count: 1143, reading_minutes: 5 }),
      '/api/stories/42/related': { stories: [] },
    });
    renderStory('/story/42');

    expect(await screen.findByText('5 min read · 1,143 words')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Story details' })).toHaveAttribute(
      'href',
      '/story/42/detail',
    );
  });

  it('shows no related stories when the server has none', async () => {
    const api = mockApi({
      '/api/stories/42': makeStory({ id: 42, title: 'A story alone' }),
      '/api/stories/42/related': { stories: [] },
    });
    renderStory('/story/42');

    expect(await screen.findByRole('heading', { name: 'A story alone' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/stories/42/related')).toHaveLength(1));
    // Neither the list nor its loading placeholder stays once the empty answer is in.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByText('Related stories')).not.toBeInTheDocument();
  });

  it('keeps the story when its related stories fail to load', async () => {
    mockApi({
      '/api/stories/42': makeStory({ id: 42, title: 'Still readable' }),
      '/api/stories/42/related': () => jsonResponse({ detail: 'Boom' }, 500),
    });
    renderStory('/story/42');

    expect(await screen.findByRole('heading', { name: 'Still readable' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the story was not found on a 404', async () => {
    mockApi({ '/api/stories/999': () => jsonResponse({ detail: 'Story not found' }, 404) });
    renderStory('/story/999');
    await expectStoryNotFound();
  });

  it('explains a malformed id without asking the server', async () => {
    const api = mockApi({});
    renderStory('/story/not-a-number');
    await expectInvalidStoryLink(api);
  });

  it('offers a retry when the server fails', async () => {
    mockApi({ '/api/stories/7': () => jsonResponse({ detail: 'Boom' }, 500) });
    renderStory('/story/7');

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this story.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
