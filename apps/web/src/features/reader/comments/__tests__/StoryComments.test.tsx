import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandPageContext } from '@/islands/Island';
import { ISLANDS } from '@/islands/registry';
import { i18n } from '@/lib/i18n';
import { TenantContext, type TenantContextValue } from '@/lib/tenant-context';
import { makeTenantContext, makeTenantInfo } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { StoryComments } from '../components/StoryComments';
import { commentPage, makeComment } from './comment-fixtures';

function tenantWithComments(enabled: boolean): TenantContextValue {
  const tenant = makeTenantInfo();
  return makeTenantContext({
    ...tenant,
    settings: { ...tenant.settings, enable_comments: enabled },
  });
}

function page(enabled: boolean, islands: boolean): ReactNode {
  return (
    <IslandPageContext value={islands}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <TenantContext value={tenantWithComments(enabled)}>
            <StoryComments storyId={12} />
          </TenantContext>
        </I18nextProvider>
      </QueryClientProvider>
    </IslandPageContext>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the story page's comments section", () => {
  it('is not there at all when the publication has comments turned off', () => {
    const api = mockApi({});
    expect(renderToString(page(false, true))).toBe('');
    const { container } = render(page(false, false));
    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toHaveLength(0);
  });

  it('is an island that hydrates in view, whose server HTML is only its frame', () => {
    const api = mockApi({
      '/api/stories/12/comments': commentPage([makeComment({ body: 'Never in the page' })]),
    });
    const html = renderToString(page(true, true));
    const frame = new DOMParser().parseFromString(html, 'text/html').body;
    const island = frame.querySelector('helio-island');
    expect(island?.getAttribute('name')).toBe('comments');
    expect(island?.getAttribute('trigger')).toBe('visible');
    expect(JSON.parse(island?.getAttribute('props') ?? '')).toEqual({ storyId: 12 });
    expect(island?.querySelector('section#comments h2')?.textContent).toBe('Comments');
    expect(island?.querySelector('[role="status"]')?.textContent).toBe('Loading comments...');
    // A browser that never runs the script is told what to do instead of "Loading..." forever
    // (issue 30, item 1): CSS (`scripting: none`) hides the placeholder there and shows a line
    // that says why instead (the journey without JavaScript checks both).
    expect(island?.querySelector('[data-comments-noscript]')?.textContent).toBe(
      'Comments need JavaScript. Turn it on in your browser to read and write them.',
    );
    expect(island?.querySelector('[data-comments-thread]')?.childNodes).toHaveLength(0);
    // Nothing asked for, nothing that depends on who reads or what was written.
    expect(html).not.toContain('Never in the page');
    expect(html).not.toMatch(/Sign in|textarea|Newest first/);
    expect(api.requests).toHaveLength(0);
    expect(Object.keys(ISLANDS)).toContain('comments');
  });

  it('starts the thread by itself on a page the application renders', async () => {
    const api = mockApi({
      '/api/stories/12/comments': commentPage([makeComment({ body: 'Read in the app' })]),
    });
    const { findByText } = render(page(true, false));
    expect(await findByText('Read in the app')).toBeInTheDocument();
    expect(api.requestsTo('/api/stories/12/comments')).toHaveLength(1);
  });
});
