import {
  adminTierListSchema,
  adminTierSchema,
  MEMBERSHIP_API_PATHS,
  membershipSettingsSchema,
  type AdminTier,
  type MembershipSettings,
  type MembershipSettingsUpdate,
  type TierInput,
} from '@helionews/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** The membership queries, per user and tenant (under adminKeys.all). */
export const membershipKeys = {
  all: [...adminKeys.all, 'membership'] as const,
  settings: () => [...membershipKeys.all, 'settings'] as const,
  tiers: () => [...membershipKeys.all, 'tiers'] as const,
};

/** What each call logs when it fails; the page shows the server's own sentence when it sent one. */
export const MEMBERSHIP_CALL_FAILURES = {
  settings: 'Failed to fetch membership settings',
  saveSettings: 'Failed to update membership settings',
  tiers: 'Failed to fetch membership tiers',
  createTier: 'Failed to create membership tier',
  updateTier: 'Failed to update membership tier',
  deleteTier: 'Failed to delete membership tier',
} as const;

/** GET /api/admin/membership/settings: the secrets only as "set" and their last four. */
export function getMembershipSettings(signal?: AbortSignal): Promise<MembershipSettings> {
  return adminRequest(MEMBERSHIP_API_PATHS.adminSettings, MEMBERSHIP_CALL_FAILURES.settings, {
    schema: membershipSettingsSchema,
    signal,
  });
}

export const useMembershipSettings = () =>
  useQuery(
    queryOptions({
      queryKey: membershipKeys.settings(),
      queryFn: ({ signal }) => getMembershipSettings(signal),
    }),
  );

/** PUT /api/admin/membership/settings: keys left out are kept, null clears one. */
export function useSaveMembershipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MembershipSettingsUpdate) =>
      adminRequest(MEMBERSHIP_API_PATHS.adminSettings, MEMBERSHIP_CALL_FAILURES.saveSettings, {
        schema: membershipSettingsSchema,
        method: 'PUT',
        body: update,
      }),
    onSuccess: (saved) => queryClient.setQueryData(membershipKeys.settings(), saved),
  });
}

/** GET /api/admin/membership/tiers: every paid tier, archived ones too, with its members. */
export const useTiers = () =>
  useQuery(
    queryOptions({
      queryKey: membershipKeys.tiers(),
      queryFn: ({ signal }) =>
        adminRequest(MEMBERSHIP_API_PATHS.adminTiers, MEMBERSHIP_CALL_FAILURES.tiers, {
          schema: adminTierListSchema,
          signal,
        }),
    }),
  );

/** POST /api/admin/membership/tiers (id null) or PUT /api/admin/membership/tiers/{id}. */
export function useSaveTier(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TierInput): Promise<AdminTier> =>
      id === null
        ? adminRequest(MEMBERSHIP_API_PATHS.adminTiers, MEMBERSHIP_CALL_FAILURES.createTier, {
            schema: adminTierSchema,
            method: 'POST',
            body: input,
          })
        : adminRequest(MEMBERSHIP_API_PATHS.adminTier(id), MEMBERSHIP_CALL_FAILURES.updateTier, {
            schema: adminTierSchema,
            method: 'PUT',
            body: input,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.tiers() }),
  });
}

/** DELETE /api/admin/membership/tiers/{id}: refused (409) while the tier has members. */
export function useDeleteTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminRequest(MEMBERSHIP_API_PATHS.adminTier(id), MEMBERSHIP_CALL_FAILURES.deleteTier, {
        schema: z.unknown(),
        method: 'DELETE',
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.tiers() }),
  });
}
