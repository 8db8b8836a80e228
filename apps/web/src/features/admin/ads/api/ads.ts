import {
  ADMIN_API_PATHS,
  adCampaignListResponseSchema,
  adCampaignSchema,
  adCreativeUploadSchema,
  adDailyStatsSchema,
  adDeleteResponseSchema,
  adZoneListResponseSchema,
  adZoneSchema,
  type AdCampaign,
  type AdCampaignCreate,
  type AdCampaignListResponse,
  type AdCampaignUpdate,
  type AdCreativeUpload,
  type AdDailyStats,
  type AdZone,
  type AdZoneCreate,
  type AdZoneListResponse,
  type AdZoneUpdate,
} from '@helionews/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminRequest, adminUpload } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/**
 * What each ad call logs and throws when it fails (SPEC section 8's 'Failed to ...' pattern; the
 * page shows translated sentences, or the server's own detail).
 */
export const AD_CLIENT_ERRORS = {
  fetchCampaigns: 'Failed to fetch ad campaigns',
  createCampaign: 'Failed to create ad campaign',
  updateCampaign: 'Failed to update ad campaign',
  deleteCampaign: 'Failed to delete ad campaign',
  reviewCampaign: 'Failed to review ad campaign',
  fetchZones: 'Failed to fetch ad zones',
  createZone: 'Failed to create ad zone',
  updateZone: 'Failed to update ad zone',
  deleteZone: 'Failed to delete ad zone',
  uploadCreative: 'Failed to upload creative',
  fetchStats: 'Failed to fetch ad statistics',
} as const;

/** The picture types the creative upload offers; the server re-encodes whatever it accepts. */
export const CREATIVE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The zones a campaign may choose from (the tab lists them all on one page). */
export const ZONES_PAGE_SIZE = 100;
export const CAMPAIGNS_PAGE_SIZE = 10;
export const CAMPAIGN_PAGE_SIZES = [10, 25, 50] as const;

export const adAdminKeys = {
  all: [...adminKeys.all, 'ads'] as const,
  campaigns: (page: number, pageSize: number) =>
    [...adAdminKeys.all, 'campaigns', page, pageSize] as const,
  zones: () => [...adAdminKeys.all, 'zones'] as const,
  stats: (days: number) => [...adAdminKeys.all, 'stats', days] as const,
};

export function campaignsQueryOptions(page: number, pageSize = CAMPAIGNS_PAGE_SIZE) {
  return queryOptions({
    queryKey: adAdminKeys.campaigns(page, pageSize),
    queryFn: ({ signal }): Promise<AdCampaignListResponse> =>
      adminRequest(ADMIN_API_PATHS.adCampaigns, AD_CLIENT_ERRORS.fetchCampaigns, {
        schema: adCampaignListResponseSchema,
        query: { page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function zonesQueryOptions() {
  return queryOptions({
    queryKey: adAdminKeys.zones(),
    queryFn: ({ signal }): Promise<AdZoneListResponse> =>
      adminRequest(ADMIN_API_PATHS.adZones, AD_CLIENT_ERRORS.fetchZones, {
        schema: adZoneListResponseSchema,
        query: { page_size: ZONES_PAGE_SIZE },
        signal,
      }),
  });
}

export function statsQueryOptions(days: number) {
  return queryOptions({
    queryKey: adAdminKeys.stats(days),
    queryFn: ({ signal }): Promise<AdDailyStats> =>
      adminRequest(ADMIN_API_PATHS.adStats, AD_CLIENT_ERRORS.fetchStats, {
        schema: adDailyStatsSchema,
        query: { days },
        signal,
      }),
  });
}

/** What deleting a campaign or a zone answers. */
type AdDeleted = z.infer<typeof adDeleteResponseSchema>;

const campaignCalls: AdminRecordCalls<AdCampaignCreate, AdCampaignUpdate, AdCampaign, AdDeleted> =
  adminRecordCalls({
    collection: ADMIN_API_PATHS.adCampaigns,
    item: ADMIN_API_PATHS.adCampaign,
    schema: adCampaignSchema,
    deleted: adDeleteResponseSchema,
    failures: recordFailures(AD_CLIENT_ERRORS, 'Campaign'),
  });

export const { create: createCampaign, update: updateCampaign } = campaignCalls;
export const deleteCampaign = (id: number) => campaignCalls.remove(id);

export const approveCampaign = (id: number): Promise<AdCampaign> =>
  adminRequest(ADMIN_API_PATHS.adCampaignApprove(id), AD_CLIENT_ERRORS.reviewCampaign, {
    schema: adCampaignSchema,
    method: 'POST',
  });

export const rejectCampaign = (id: number, note: string): Promise<AdCampaign> =>
  adminRequest(ADMIN_API_PATHS.adCampaignReject(id), AD_CLIENT_ERRORS.reviewCampaign, {
    schema: adCampaignSchema,
    method: 'POST',
    body: { note },
  });

const zoneCalls: AdminRecordCalls<AdZoneCreate, AdZoneUpdate, AdZone, AdDeleted> = adminRecordCalls(
  {
    collection: ADMIN_API_PATHS.adZones,
    item: ADMIN_API_PATHS.adZone,
    schema: adZoneSchema,
    deleted: adDeleteResponseSchema,
    failures: recordFailures(AD_CLIENT_ERRORS, 'Zone'),
  },
);

export const { create: createZone, update: updateZone } = zoneCalls;
export const deleteZone = (id: number) => zoneCalls.remove(id);

/** POST /api/admin/ads/creatives as multipart/form-data with the image in the field `file`. */
export function uploadCreative(file: File): Promise<AdCreativeUpload> {
  return adminUpload(ADMIN_API_PATHS.adCreatives, AD_CLIENT_ERRORS.uploadCreative, {
    schema: adCreativeUploadSchema,
    file,
  });
}

/** After a change: the ad lists, the chart and the navigation badge (pending campaigns). */
export function refreshAfterAdChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'dashboard'] }),
  ]);
}
