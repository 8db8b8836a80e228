import { ADMIN_SECTIONS } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import {
  articlePages,
  categoriesResponse,
  makeArticleSummary,
} from '../../articles/__tests__/article-fixtures';
import {
  makeNewsletter,
  makeSend,
  makeSendDetail,
  newsletterEditor,
  newsletterPages,
} from './newsletter-fixtures';

/** The lazy newsletters chunk is transformed on first use: slow on a cold test run. */
const LAZY_CHUNK_TIMEOUT = 15_000;

const published = makeArticleSummary({
  id: 77,
  title: 'Solar storm lights up the north',
  status: 'published',
  published_at: '2026-11-28T06:00:00.000Z',
});
const pending = makeArticleSummary({ id: 78, title: 'Moon base plans', status: 'pending' });

function server(overrides: Record<string, unknown> = {}) {
  return mockApi(
    shellHandlers(newsletterEditor, {
      '/api/admin/articles': { articles: [published, pending], total: 2, page: 1, page_size: 10 },
      '/api/admin/categories': categoriesResponse,
      '/api/admin/newsletters': {
        newsletters: [makeNewsletter(), makeNewsletter({ id: 4, name: 'Weekend Reads' })],
      },
      '/api/admin/newsletters/3/preview': ({ url }: RecordedRequest) => ({
        subject: `Morning Brief: story ${url.searchParams.get('story_id')}`,
        html: '<!doctype html><html><body><h1>Solar storm</h1><script>parent.hacked = 1</script></body></html>',
        text: 'SOLAR STORM\n\nRead it on the site: https://helionews.example/stories/77',
      }),
      '/api/admin/newsletters/4/preview': {
        subject: 'Weekend Reads: Solar storm',
        html: '<p>Weekend</p>',
        text: 'Weekend',
      },
      '/api/admin/newsletters/3/test': { detail: 'A test copy is on its way' },
      '/api/admin/newsletters/3/sends': (request: RecordedRequest) =>
        jsonResponse(
          makeSend({
            id: 55,
            status: (request.body as { send_at?: string }).send_at ? 'scheduled' : 'sending',
          }),
          202,
        ),
      '/api/admin/newsletter-sends/55': makeSendDetail({ id: 55, status: 'sending', failures: [] }),
      ...overrides,
    }),
  );
}

const pages = [...articlePages, ...newsletterPages];

async function openFromRow() {
  renderAdmin('/admin/articles', { pages });
  const user = userEvent.setup({ delay: null });
  const table = await screen.findByRole('table', { name: 'Articles' });
  await within(table).findByText('Solar storm lights up the north');
  await user.click(
    screen.getByRole('button', { name: 'More actions for “Solar storm lights up the north”' }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Send as newsletter' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Send “Solar storm lights up the north” as a newsletter' },
    { timeout: LAZY_CHUNK_TIMEOUT },
  );
  return { user, dialog };
}

describe('Send as newsletter', () => {
  it('is offered on published articles only, to editors', async () => {
    server();
    renderAdmin('/admin/articles', { pages });
    const user = userEvent.setup({ delay: null });
    await within(await screen.findByRole('table', { name: 'Articles' })).findByText(
      'Moon base plans',
    );
    await user.click(screen.getByRole('button', { name: 'More actions for “Moon base plans”' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Send as newsletter' })).toBeNull();
    expect(ADMIN_SECTIONS.find((section) => section.key === 'newsletters')?.roles).toEqual([
      'admin',
      'editor',
    ]);
  });

  it('previews the message sandboxed at desktop and phone width and as plain text, sends a test, then sends now', async () => {
    const api = server();
    const { user, dialog } = await openFromRow();

    const frame = await within(dialog).findByTitle(
      'The message as recipients see it, 640 pixels wide',
    );
    expect(
      api.requestsTo('/api/admin/newsletters/3/preview')[0]?.url.searchParams.get('story_id'),
    ).toBe('77');
    expect(frame.tagName).toBe('IFRAME');
    // No script, no same origin: the message cannot reach the back-office.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Solar storm</h1>');
    expect(within(dialog).getByText('Morning Brief: story 77')).toBeVisible();
    expect(within(dialog).getByText('1,234 active subscribers')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Phone' }));
    expect(
      within(dialog).getByTitle('The message as recipients see it, 390 pixels wide'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(
      within(dialog).getByText(/Read it on the site: https:\/\/helionews.example\/stories\/77/),
    ).toBeVisible();
    // axe cannot enter a sandboxed frame in jsdom: it checks the dialog with the text part shown.
    expect(await axeViolations()).toEqual([]);

    // The test copy goes to the signed-in editor unless changed.
    const testEmail = within(dialog).getByRole('textbox', { name: 'Send a test copy to' });
    expect(testEmail).toHaveValue('eddie@example.com');
    await user.clear(testEmail);
    await user.type(testEmail, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(testEmail).toHaveAccessibleDescription('Enter a valid email address.');
    await user.clear(testEmail);
    await user.type(testEmail, 'desk@helionews.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(
      await within(dialog).findByText('A test copy is on its way to desk@helionews.example.'),
    ).toBeVisible();
    expect(api.requestsTo('/api/admin/newsletters/3/test')[0]?.body).toEqual({
      email: 'desk@helionews.example',
      story_id: 77,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/newsletters/3/sends')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/newsletters/3/sends')[0]?.body).toEqual({ story_id: 77 });
    // The send's page follows.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Solar storm lights up the north', level: 1 },
        { timeout: LAZY_CHUNK_TIMEOUT },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Morning Brief' })).toBeVisible();
  }, 60_000);

  it('schedules for a later moment on the chosen newsletter, refusing a moment in the past', async () => {
    const api = server({
      '/api/admin/newsletters/4/sends': (request: RecordedRequest) =>
        jsonResponse(
          makeSend({
            id: 55,
            newsletter_id: 4,
            status: 'scheduled',
            send_at: (request.body as { send_at: string }).send_at,
          }),
          202,
        ),
    });
    const { user, dialog } = await openFromRow();
    await within(dialog).findByText('Morning Brief: story 77');
    await user.click(within(dialog).getByRole('combobox', { name: 'Newsletter' }));
    await user.click(await screen.findByRole('option', { name: 'Weekend Reads' }));
    expect(await within(dialog).findByText('Weekend Reads: Solar storm')).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: 'Later' }));
    const at = within(dialog).getByLabelText('Send at');
    await user.clear(at);
    await user.type(at, '2020-01-01T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(at).toHaveAccessibleDescription('Choose a moment in the future.');
    expect(api.requestsTo('/api/admin/newsletters/4/sends')).toHaveLength(0);

    await user.clear(at);
    await user.type(at, '2099-06-01T08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/newsletters/4/sends')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/newsletters/4/sends')[0]?.body).toEqual({
      story_id: 77,
      send_at: new Date('2099-06-01T08:30').toISOString(),
    });
  }, 60_000);

  it('is offered right after an article is approved and published', async () => {
    server({
      '/api/admin/articles/78/approve': {
        ...pending,
        status: 'published',
        body_html: '',
        image_alt: null,
        seo_title: null,
        seo_description: null,
        revision: 2,
        tag_ids: [],
      },
    });
    renderAdmin('/admin/articles', { pages });
    const user = userEvent.setup({ delay: null });
    await within(await screen.findByRole('table', { name: 'Articles' })).findByText(
      'Moon base plans',
    );
    await user.click(screen.getByRole('button', { name: 'Approve “Moon base plans”' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve “Moon base plans”?' });
    await user.click(within(approve).getByRole('button', { name: 'Approve and publish' }));
    const offer = await screen.findByRole('dialog', { name: 'Send it as a newsletter?' });
    expect(offer).toHaveTextContent('“Moon base plans” is published.');
    await user.click(within(offer).getByRole('button', { name: 'Send as newsletter' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Send “Moon base plans” as a newsletter' },
      { timeout: LAZY_CHUNK_TIMEOUT },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('“Moon base plans” was approved and published.')).toBeVisible();
  }, 60_000);
});
