import { defaultSiteSettings, type SiteSettings } from '@helionews/contracts';
import type { RecordedRequest } from '@/test/mock-api';
import { SiteSettingsPage } from '../routes/SiteSettingsPage';

/** The Site Settings page, as the back-office routes it. */
export const settingsPages = [
  { path: 'settings', handle: { adminSection: 'settings' }, element: <SiteSettingsPage /> },
];

/** What the server holds before a test changes anything. */
export const storedSettings: SiteSettings = {
  ...defaultSiteSettings('HelioNews', 'News from the sunny side'),
  analytics_enabled: false,
  comments_enabled: true,
  ads_enabled: true,
};

/** GET /api/admin/settings answers the stored settings; PUT answers them with the change made. */
export function settingsHandler(request: RecordedRequest) {
  if (request.method !== 'PUT') return storedSettings;
  const body = request.body as Partial<SiteSettings>;
  return {
    ...storedSettings,
    ...body,
    social_links: { ...storedSettings.social_links, ...body.social_links },
  };
}
