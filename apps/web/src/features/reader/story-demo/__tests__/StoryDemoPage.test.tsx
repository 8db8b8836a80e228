import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStorySummary, storyList } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render';
import { StoryDemoPage } from '../routes/StoryDemoPage';

const renderDemo = () => renderPage(<StoryDemoPage />, '/story-demo', '/story-demo');

const SECTIONS = [
  ['Lead story', 'demo-lead'],
  ['Story card', 'demo-card'],
  ['Compact story', 'demo-compact'],
  ['List row', 'demo-row'],
  ['Loading skeleton', 'demo-loading'],
  ['Without an image', 'demo-noImage'],
  ['Very long headline', 'demo-longHeadline'],
  ['Right-to-left text', 'demo-rtl'],
] as const;

const latest = [
  makeStorySummary({ id: 101, title: 'Rocket reaches orbit', image_url: '/seed/space/a.svg' }),
  makeStorySummary({ id: 102, title: 'Moon base plans unveiled', image_url: '/seed/space/b.svg' }),
  makeStorySummary({ id: 103, title: 'Comet visible tonight', image_url: '/seed/space/c.svg' }),
  makeStorySummary({ id: 104, title: 'Telescope sees first light' }),
];

describe('story demo page', () => {
  it('has every section, in the table of contents and in both themes', async () => {
    const api = mockApi({ '/api/stories': storyList(latest) });
    renderDemo();

    expect(await screen.findByRole('heading', { level: 1, name: 'Story demo' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Story demo | HelioNews'));
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const [title, id] of SECTIONS) {
      expect(within(contents).getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
      const section = await screen.findByRole('region', { name: title });
      expect(section).toHaveAttribute('id', id);
      expect(within(section).getByRole('heading', { level: 3, name: 'Light theme' })).toBeVisible();
      expect(within(section).getByRole('heading', { level: 3, name: 'Dark theme' })).toBeVisible();
    }
    expect(api.requestsTo('/api/stories')[0]?.url.searchParams.get('page_size')).toBe('8');
  });

  it('draws the dark panels in the dark scheme and the light ones in the light scheme', async () => {
    mockApi({ '/api/stories': storyList(latest) });
    renderDemo();

    const section = await screen.findByRole('region', { name: 'Story card' });
    const [light, dark] = [
      section.querySelector<HTMLElement>('[data-scheme="light"]'),
      section.querySelector<HTMLElement>('[data-scheme="dark"]'),
    ];
    if (!light || !dark) throw new Error('both scheme panels are expected');
    const lightStyle = getComputedStyle(light);
    const darkStyle = getComputedStyle(dark);
    expect(lightStyle.colorScheme).toBe('light');
    expect(darkStyle.colorScheme).toBe('dark');
    // The dark panel is drawn on the dark theme's page colour, whatever the page's own scheme.
    expect(darkStyle.backgroundColor).toBe('rgb(18, 18, 18)');
    expect(lightStyle.backgroundColor).not.toBe(darkStyle.backgroundColor);
    expect(lightStyle.color).not.toBe(darkStyle.color);
  });

  it('uses the latest stories, linking to them, and marks made-up text as demo content', async () => {
    mockApi({ '/api/stories': storyList(latest) });
    renderDemo();

    const lead = await screen.findByRole('region', { name: 'Lead story' });
    for (const link of within(lead).getAllByRole('link', { name: 'Rocket reaches orbit' })) {
      expect(link).toHaveAttribute('href', '/story/101');
    }
    const long = screen.getByRole('region', { name: 'Very long headline' });
    expect(within(long).getAllByText('Demo content')).toHaveLength(1);
    // The long headline is a made-up text on a real story's link.
    const longLinks = within(long).getAllByRole('link', { name: /^Sample: after a marathon/ });
    expect(longLinks.length).toBeGreaterThan(0);
    for (const link of longLinks) expect(link.getAttribute('href')).toMatch(/^\/story\/10\d$/);
    const noImage = screen.getByRole('region', { name: 'Without an image' });
    expect(noImage.querySelector('img')).toBeNull();
  });

  it('lays the right-to-left sample out from the right, in Arabic', async () => {
    mockApi({ '/api/stories': storyList(latest) });
    renderDemo();

    const rtl = await screen.findByRole('region', { name: 'Right-to-left text' });
    const samples = rtl.querySelectorAll('[dir="rtl"]');
    // One per scheme.
    expect(samples).toHaveLength(2);
    for (const sample of Array.from(samples)) {
      expect(sample).toHaveAttribute('lang', 'ar');
      expect(sample.textContent).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('shows made-up samples with inert links when the publication has no stories', async () => {
    mockApi({ '/api/stories': () => jsonResponse(storyList([])) });
    renderDemo();

    const card = await screen.findByRole('region', { name: 'Story card' });
    expect(within(card).getByText('Demo content')).toBeVisible();
    const headlines = within(card).getAllByRole('link', { name: /^Sample:/ });
    for (const headline of headlines) {
      expect(headline).toHaveAttribute('aria-disabled', 'true');
      expect(headline).not.toHaveAttribute('href');
    }
  });
});
