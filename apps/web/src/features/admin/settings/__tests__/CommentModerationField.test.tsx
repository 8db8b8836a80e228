import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { settingsHandler as handler, settingsPages as pages } from './settings-fixtures';

describe("Site Settings' comment moderation", () => {
  it('shows the mode with what it means, and sends a new one alone', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/settings': handler }));
    renderAdmin('/admin/settings', { pages });
    const user = userEvent.setup({ delay: null });

    // The settings page and its form are a large first render on a busy machine.
    const select = await screen.findByRole(
      'combobox',
      { name: 'Comment moderation' },
      { timeout: 20_000 },
    );
    expect(select).toHaveTextContent("A reader's first comment waits for an editor");
    expect(select).toHaveAccessibleDescription(
      "Once an editor approves one of their comments, a reader's next ones appear at once.",
    );

    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Every comment waits for an editor',
      "A reader's first comment waits for an editor",
      'Comments appear at once',
    ]);
    await user.click(screen.getByRole('option', { name: 'Every comment waits for an editor' }));
    expect(select).toHaveAccessibleDescription(
      'Readers see a comment once an editor approves it in Comments.',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Site settings saved. Readers see the change now.'),
    ).toBeInTheDocument();
    const put = api.requestsTo('/api/admin/settings').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ comments_moderation: 'all' });
  }, 60_000);

  it('speaks the language in use', async () => {
    await i18n.changeLanguage('de');
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/settings': handler }));
    renderAdmin('/admin/settings', { pages });
    const select = await screen.findByRole(
      'combobox',
      { name: 'Kommentarmoderation' },
      { timeout: 20_000 },
    );
    expect(select).toHaveTextContent('Der erste Kommentar eines Lesers wartet auf eine Redaktion');
  }, 60_000);
});
