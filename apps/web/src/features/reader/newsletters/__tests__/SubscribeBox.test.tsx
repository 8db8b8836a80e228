import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStory, makeTenantInfo } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { StoryPage } from '../../stories/routes/StoryPage';
import { makeNewsletter, twoNewsletters } from './newsletter-fixtures';

function renderStory(path: string, newsletters: unknown, tenant = false) {
  const api = mockApi({
    '/api/tenant/info': makeTenantInfo(),
    '/api/stories/42': makeStory({ id: 42, title: 'Rocket reaches orbit' }),
    '/api/stories/42/related': { stories: [] },
    '/api/newsletters': newsletters,
  });
  const view = renderRoutes(
    [
      { path: '/story/:id', element: <StoryPage /> },
      { path: '/tenant/:tenantSlug/story/:id', element: <StoryPage /> },
    ],
    { path, tenant },
  );
  return { ...view, api };
}

const subscribeBox = () => screen.findByRole('region', { name: 'Get our stories by email' });

describe('the subscribe box under a story', () => {
  it('is a plain form posted to the subscribe API, one checkbox per newsletter', async () => {
    renderStory('/story/42', twoNewsletters, true);

    const box = await subscribeBox();
    const form = box.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletters/subscribe');

    const email = within(box).getByRole('textbox', { name: /Email address/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toBeRequired();

    const group = within(box).getByRole('group', { name: 'Newsletters' });
    const morning = within(group).getByRole('checkbox', { name: /Morning Briefing/ });
    const launches = within(group).getByRole('checkbox', { name: /Launch Alerts/ });
    expect(morning).toHaveAttribute('name', 'newsletter_ids');
    expect(morning).toHaveAttribute('value', '1');
    expect(launches).toHaveAttribute('value', '2');
    expect(morning).toBeChecked();
    expect(within(group).getByText(/Daily digest/)).toBeInTheDocument();
    expect(within(group).getByText(/Every new story/)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'type',
      'submit',
    );
    // Outside a /tenant/{slug} address the publication resolved is sent (here the default).
    expect(form?.querySelector('input[type="hidden"][name="tenant"]')).toHaveValue('helionews');
  });

  it('sends the one newsletter as a hidden field, named in the box', async () => {
    renderStory('/story/42', { newsletters: [makeNewsletter({ id: 7, name: 'The Weekly' })] });

    const box = await subscribeBox();
    expect(within(box).getByText('The Weekly')).toBeInTheDocument();
    expect(within(box).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(box.querySelector('input[type="hidden"][name="newsletter_ids"]')).toHaveValue('7');
  });

  it('names the publication of a /tenant/{slug} address', async () => {
    renderStory('/tenant/space/story/42', twoNewsletters);

    const box = await subscribeBox();
    expect(box.querySelector('input[type="hidden"][name="tenant"]')).toHaveValue('space');
  });

  it('is not there when the publication has no newsletter', async () => {
    renderStory('/story/42', { newsletters: [] });
    expect(await screen.findByRole('heading', { name: 'Rocket reaches orbit' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Get our stories by email' })).toBeNull();
  });

  it('leaves the story alone when the list fails', async () => {
    const { api } = renderStory('/story/42', () => jsonResponse({ detail: 'Boom' }, 500));
    expect(await screen.findByRole('heading', { name: 'Rocket reaches orbit' })).toBeVisible();
    await vi.waitFor(() => expect(api.requestsTo('/api/newsletters')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Get our stories by email' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
