import type { TenantInfo } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeSpaceTenant,
  makeTenantInfo,
  makeUserProfile,
  tenantInfoHandler,
  tenantList,
} from '@/test/fixtures';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { useTenant } from '@/lib/tenant-context';
import { TenantSelector } from '../components/TenantSelector';

function switchable(tenant: TenantInfo): TenantInfo {
  return { ...tenant, features: { ...tenant.features, tenantSwitching: true } };
}

function CurrentTenantDescription() {
  const { currentTenant } = useTenant();
  return <p data-testid="description">{currentTenant?.description}</p>;
}

/** An admin on a switchable helionews whose PUT answers with `answer`, tenant info refetched. */
function setUp(answer?: (request: RecordedRequest) => unknown) {
  window.localStorage.setItem('authToken', 'admin-token');
  window.localStorage.setItem('token', 'admin-token');
  window.localStorage.setItem('isAdmin', 'true');
  let helionews = switchable(makeTenantInfo());
  const api = mockApi({
    '/api/auth/user/profile': makeUserProfile({ is_admin: true }),
    '/api/tenant/info': (request: RecordedRequest) =>
      tenantInfoHandler([helionews, switchable(makeSpaceTenant())])(request),
    '/api/tenants/': () => tenantList([helionews]),
    '/api/admin/tenants/1':
      answer ??
      ((request: RecordedRequest) => {
        const body = request.body as { description: string };
        helionews = { ...helionews, description: body.description };
        return {
          ...helionews,
          created_at: '',
          updated_at: '',
          story_count: 0,
          category_count: 0,
          security: { require_staff_mfa: false },
        };
      }),
  });
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <CurrentTenantDescription />
            <TenantSelector variant="dropdown" showSettings />
          </>
        ),
      },
    ],
    { tenant: true },
  );
  return { ...view, api };
}

/**
 * The first render of the strip (tenant provider, MUI select) takes over findBy's default 4 s on a
 * loaded machine; the wait is for the page to appear, not a limit the dialog must meet.
 */
const FIRST_RENDER_TIMEOUT = 15_000;

async function openSettings() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Open tenant settings' },
      { timeout: FIRST_RENDER_TIMEOUT },
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Tenant Settings' });
  return { user, dialog };
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('Tenant Settings dialog', () => {
  it('shows the fields of SPEC section 2, filled with the tenant’s values', async () => {
    setUp();
    const { dialog } = await openSettings();

    expect(field(dialog, 'Name')).toHaveValue('helionews');
    expect(field(dialog, 'Description')).toHaveValue('News from the sunny side.');
    expect(field(dialog, 'Primary colour')).toHaveValue('#1976d2');
    expect(field(dialog, 'Secondary colour')).toHaveValue('#dc004e');
    expect(within(dialog).getByRole('spinbutton', { name: /^Articles per page/ })).toHaveValue(10);
    expect(within(dialog).getByRole('switch', { name: 'Comments' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'RSS' })).toBeChecked();
    expect(within(dialog).getAllByText('Enabled')).toHaveLength(2);
  });

  it('validates colours (#rrggbb) and articles per page (1 to 100) before saving', async () => {
    const { api } = setUp();
    const { user, dialog } = await openSettings();

    await user.clear(field(dialog, 'Primary colour'));
    await user.type(field(dialog, 'Primary colour'), 'blue');
    await user.clear(field(dialog, 'Secondary colour'));
    await user.type(field(dialog, 'Secondary colour'), '#12345');
    const articles = within(dialog).getByRole('spinbutton', { name: /^Articles per page/ });
    await user.clear(articles);
    await user.type(articles, '101');
    await user.clear(field(dialog, 'Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getAllByText('Enter a colour as #rrggbb, like #1976d2.')).toHaveLength(2);
    expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/tenants/1')).toHaveLength(0);

    await user.clear(articles);
    await user.type(articles, '0');
    expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    await user.clear(articles);
    await user.type(articles, '100');
    expect(
      within(dialog).queryByText('Enter a whole number from 1 to 100.'),
    ).not.toBeInTheDocument();
  });

  it('saves with PUT /api/admin/tenants/{id}, closes and shows the change', async () => {
    const { api } = setUp();
    const { user, dialog } = await openSettings();

    await user.clear(field(dialog, 'Description'));
    await user.type(field(dialog, 'Description'), 'Brighter news.');
    await user.clear(field(dialog, 'Primary colour'));
    await user.type(field(dialog, 'Primary colour'), '#0D47A1');
    const articles = within(dialog).getByRole('spinbutton', { name: /^Articles per page/ });
    await user.clear(articles);
    await user.type(articles, '24');
    await user.click(within(dialog).getByRole('switch', { name: 'Comments' }));
    expect(within(dialog).getByText('Disabled')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = api.requestsTo('/api/admin/tenants/1');
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(request?.body).toEqual({
      name: 'helionews',
      description: 'Brighter news.',
      branding: { primary_color: '#0d47a1', secondary_color: '#dc004e' },
      settings: { articles_per_page: 24, enable_comments: false, rss_enabled: true },
    });
    // The tenant is refetched, so the page follows the saved settings at once.
    expect(await screen.findByText('Brighter news.')).toBeInTheDocument();
  });

  it("shows the server's detail when the save is refused", async () => {
    setUp(() => jsonResponse({ detail: 'Admins only' }, 403, 'Forbidden'));
    const { user, dialog } = await openSettings();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admins only');
    expect(screen.getByRole('dialog', { name: 'Tenant Settings' })).toBeInTheDocument();
  });

  it('starts afresh after Cancel', async () => {
    setUp();
    const { user, dialog } = await openSettings();
    await user.clear(field(dialog, 'Name'));
    await user.type(field(dialog, 'Name'), 'draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const reopened = await openSettings();
    expect(field(reopened.dialog, 'Name')).toHaveValue('helionews');
  });
});
