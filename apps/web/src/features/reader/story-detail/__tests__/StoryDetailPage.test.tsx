import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStory, makeStorySummary, storyList } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { expectInvalidStoryLink, expectStoryNotFound } from '@/test/story-page-checks';
import { StoryDetailPage } from '../routes/StoryDetailPage';

const renderDetail = (path: string) => renderPage(<StoryDetailPage />, '/story/:id/detail', path);

/** The definition list's value for a term, e.g. fact('Source'). */
function fact(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no value for ${term}`);
  return dd;
}

const politics = { id: 4, slug: 'politics', name: 'Politics' };

describe('story detail page', () => {
  it('credits a feed item to its source, linking to the original safely', async () => {
    const story = makeStory({
      id: 12,
      title: 'Parliament passes the budget',
      origin: 'feed',
      author: null,
      source_name: 'Reuters',
      source_url: 'https://www.reuters.com/world/budget',
      category: politics,
      published_at: '2026-03-04T09:30:00.000Z',
      updated_at: '2026-03-04T15:00:00.000Z',
      word_count: 1143,
      reading_minutes: 5,
    });
    const sameSource = makeStorySummary({
      title: 'Markets shrug at the vote',
      origin: 'feed',
      author: null,
      source_name: 'Reuters',
      category: politics,
    });
    const otherSource = makeStorySummary({
      title: 'Opposition plans an appeal',
      origin: 'feed',
      author: null,
      source_name: 'AP',
      category: politics,
    });
    const api = mockApi({
      '/api/stories/12': story,
      '/api/stories/12/related': { stories: [otherSource, sameSource] },
      '/api/stories': storyList([story, otherSource]),
    });
    renderDetail('/story/12/detail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parliament passes the budget' }),
    ).toBeInTheDocument();
    const source = within(fact('Source')).getByRole('link', { name: /Reuters/ });
    expect(source).toHaveAttribute('href', 'https://www.reuters.com/world/budget');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(source).toHaveAccessibleName('Reuters (opens in a new tab)');
    expect(fact('Origin')).toHaveTextContent('From a news feed');
    expect(within(fact('Section')).getByRole('link', { name: 'Politics' })).toHaveAttribute(
      'href',
      '/category/politics',
    );
    expect(fact('Published').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T09:30:00.000Z',
    );
    expect(fact('Last updated').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T15:00:00.000Z',
    );

    // Only the same source's story is "more from" it; the section's list skips the story itself.
    const fromSource = await screen.findByRole('region', { name: 'More from Reuters' });
    expect(
      await within(fromSource).findByRole('link', { name: 'Markets shrug at the vote' }),
    ).toHaveAttribute('href', `/story/${sameSource.id}`);
    expect(within(fromSource).queryByText('Opposition plans an appeal')).not.toBeInTheDocument();
    const inSection = await screen.findByRole('region', { name: 'More in Politics' });
    expect(
      await within(inSection).findByRole('link', { name: 'Opposition plans an appeal' }),
    ).toBeInTheDocument();
    expect(within(inSection).queryByText('Parliament passes the budget')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/stories')[0]?.url.searchParams.get('category')).toBe('politics');
  });

  it('names the author of a newsroom story, with its reading time and length', async () => {
    mockApi({
      '/api/stories/7': makeStory({
        id: 7,
        title: 'Inside the new observatory',
        author: 'Grace Hopper',
        origin: 'editorial',
        word_count: 1143,
        reading_minutes: 5,
        language: 'fr',
      }),
      '/api/stories/7/related': { stories: [] },
      '/api/stories': storyList([]),
    });
    renderDetail('/story/7/detail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inside the new observatory' }),
    ).toBeInTheDocument();
    expect(fact('Author')).toHaveTextContent('Grace Hopper');
    expect(fact('Origin')).toHaveTextContent('Written by the newsroom');
    expect(screen.queryByText('Source', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Reading time')).toHaveTextContent('5 minutes');
    expect(fact('Word count')).toHaveTextContent('1,143');
    expect(fact('Language')).toHaveTextContent('French');
    expect(screen.getByText('5 min read · 1,143 words')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the story' })).toHaveAttribute(
      'href',
      '/story/7',
    );
    await waitFor(() =>
      expect(document.title).toBe('Inside the new observatory: story details | HelioNews'),
    );
    // Empty lists are left out, not shown as empty headings.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /More in/ })).not.toBeInTheDocument();
  });

  it('never links a source whose address is not a web link', async () => {
    mockApi({
      '/api/stories/8': makeStory({
        id: 8,
        origin: 'feed',
        source_name: 'Sketchy Wire',
        source_url: 'javascript:alert(1)',
      }),
      '/api/stories/8/related': { stories: [] },
      '/api/stories': storyList([]),
    });
    renderDetail('/story/8/detail');

    expect(await screen.findByText('Sketchy Wire', { selector: 'dd' })).toBeInTheDocument();
    expect(within(fact('Source')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the story was not found on a 404', async () => {
    mockApi({
      '/api/stories/999': () => jsonResponse({ detail: 'Story not found' }, 404),
      '/api/stories/999/related': () => jsonResponse({ detail: 'Story not found' }, 404),
    });
    renderDetail('/story/999/detail');
    await expectStoryNotFound();
  });

  it('explains a malformed id without asking the server', async () => {
    const api = mockApi({});
    renderDetail('/story/abc/detail');
    await expectInvalidStoryLink(api);
  });
});
