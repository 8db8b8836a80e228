const DAY_MS = 86_400_000;

/**
 * A valid ad campaign as the back office creates it: running from yesterday for a week, paid per
 * thousand views. `overrides` replace or add fields.
 */
export const adCampaignPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring sale',
  startDate: new Date(Date.now() - DAY_MS).toISOString(),
  endDate: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  budget: 500,
  pricingModel: 'cpm',
  rate: 4.5,
  landingPageUrl: 'https://example.org/spring',
  ...overrides,
});
