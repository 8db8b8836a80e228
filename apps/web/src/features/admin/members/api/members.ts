import {
  adminTierListSchema,
  memberDetailSchema,
  memberImportReportSchema,
  memberListSchema,
  MEMBERSHIP_API_PATHS,
  membershipFiguresSchema,
  type CompInput,
  type MemberDetail,
  type MemberImportReport,
  type MemberList,
  type MembershipFigures,
  type MemberStatus,
} from '@helionews/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminDownload,
  adminRequest,
  adminUpload,
  type FileUpload,
} from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { saveBlob } from '@/lib/save-blob';

/** The members' queries, per user and tenant (under adminKeys.all). */
export const memberKeys = {
  all: [...adminKeys.all, 'members'] as const,
  list: (query: Record<string, string | number>) => [...memberKeys.all, 'list', query] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
  tiers: () => [...memberKeys.all, 'tiers'] as const,
  figures: (days: number) => [...memberKeys.all, 'figures', days] as const,
};

/** What each call logs when it fails; the page shows the server's sentence or a translated one. */
export const MEMBER_CALL_FAILURES = {
  list: 'Failed to fetch members',
  detail: 'Failed to fetch member',
  tiers: 'Failed to fetch membership tiers',
  comp: 'Failed to comp member',
  uncomp: 'Failed to remove comp',
  importMembers: 'Failed to import members',
  exportMembers: 'Failed to export members',
  figures: 'Failed to fetch membership figures',
} as const;

export interface MemberFilters {
  status: MemberStatus | '';
  tier: number | '';
  q: string;
  /** 1-based, as the API counts. */
  page: number;
}

/** GET /api/admin/members?status=&tier=&q=&page= */
export function getMembers(
  { status, tier, q, page }: MemberFilters,
  signal?: AbortSignal,
): Promise<MemberList> {
  return adminRequest(MEMBERSHIP_API_PATHS.adminMembers, MEMBER_CALL_FAILURES.list, {
    schema: memberListSchema,
    query: {
      page,
      ...(status && { status }),
      ...(tier !== '' && { tier }),
      ...(q.trim() && { q: q.trim() }),
    },
    signal,
  });
}

export const useMembers = (filters: MemberFilters) =>
  useQuery({
    queryKey: memberKeys.list({ ...filters }),
    queryFn: ({ signal }) => getMembers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useMember = (id: number | null) =>
  useQuery({
    queryKey: memberKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      adminRequest(MEMBERSHIP_API_PATHS.adminMember(id ?? 0), MEMBER_CALL_FAILURES.detail, {
        schema: memberDetailSchema,
        signal,
      }),
    enabled: id !== null,
  });

/** The publication's paid tiers (for the tier filter and the comp's choice). */
export const useTiers = () =>
  useQuery({
    queryKey: memberKeys.tiers(),
    queryFn: ({ signal }) =>
      adminRequest(MEMBERSHIP_API_PATHS.adminTiers, MEMBER_CALL_FAILURES.tiers, {
        schema: adminTierListSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export function useComp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompInput): Promise<MemberDetail> =>
      adminRequest(MEMBERSHIP_API_PATHS.adminMemberComp(id), MEMBER_CALL_FAILURES.comp, {
        schema: memberDetailSchema,
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export function useUncomp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await adminRequest(MEMBERSHIP_API_PATHS.adminMemberComp(id), MEMBER_CALL_FAILURES.uncomp, {
        schema: z.unknown(),
        method: 'DELETE',
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** POST /api/admin/members/import: the CSV as multipart field `file`, with upload progress. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: FileUpload): Promise<MemberImportReport> =>
      adminUpload(MEMBERSHIP_API_PATHS.adminMembersImport, MEMBER_CALL_FAILURES.importMembers, {
        schema: memberImportReportSchema,
        file,
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export function useExportMembers() {
  return useMutation({
    mutationFn: () =>
      adminDownload(MEMBERSHIP_API_PATHS.adminMembersExport, MEMBER_CALL_FAILURES.exportMembers, {
        accept: 'text/csv',
      }),
    onSuccess: (blob) => saveBlob(blob, `members-${new Date().toISOString().slice(0, 10)}.csv`),
  });
}

export const FIGURE_RANGES = [30, 90, 365] as const;

export const useMembershipFigures = (days: number, enabled = true) =>
  useQuery<MembershipFigures>({
    queryKey: memberKeys.figures(days),
    queryFn: ({ signal }) =>
      adminRequest(MEMBERSHIP_API_PATHS.adminMembershipFigures, MEMBER_CALL_FAILURES.figures, {
        schema: membershipFiguresSchema,
        query: { days },
        signal,
      }),
    enabled,
  });

/** Money in the currency's smallest unit, as the reader's language writes it. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const zeroDecimal = currency.toLowerCase() === 'jpy';
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(zeroDecimal ? amount : amount / 100);
}
