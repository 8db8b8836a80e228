import type { AdCampaign, AdZone } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  approveCampaign,
  CAMPAIGN_PAGE_SIZES,
  CAMPAIGNS_PAGE_SIZE,
  campaignsQueryOptions,
  deleteCampaign,
  deleteZone,
  refreshAfterAdChange,
  rejectCampaign,
  zonesQueryOptions,
} from '../api/ads';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdsChart } from '../components/AdsChart';
import { CampaignDialog } from '../components/CampaignDialog';
import { CampaignsTable } from '../components/CampaignsTable';
import { ZoneDialog } from '../components/ZoneDialog';
import { ZonesTable } from '../components/ZonesTable';
import { AdminListPage } from '@/features/admin/shared/components/AdminListPage';
import { ListPanel } from '@/features/admin/shared/components/ListPanel';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';

type TabKey = 'campaigns' | 'zones';
type Editing<T> = { item: T | null } | null;
type Pending =
  | { kind: 'deleteCampaign'; campaign: AdCampaign }
  | { kind: 'rejectCampaign'; campaign: AdCampaign }
  | { kind: 'deleteZone'; zone: AdZone }
  | null;

/** /admin/ads: campaigns and the reader-page zones they run in, with their counts. */
export function AdsPage() {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const queryClient = useQueryClient();
  const access = useAdminAccess();
  const admin = access.data?.role === 'admin' || access.data?.role === 'platform_admin';
  const [tab, setTab] = useState<TabKey>('campaigns');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CAMPAIGNS_PAGE_SIZE);
  const campaigns = useQuery(campaignsQueryOptions(page, pageSize));
  const zones = useQuery(zonesQueryOptions());
  const [editingCampaign, setEditingCampaign] = useState<Editing<AdCampaign>>(null);
  const [editingZone, setEditingZone] = useState<Editing<AdZone>>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [pendingError, setPendingError] = useState<string | null>(null);
  /** A rejection's optional reason, typed in the confirmation. */
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const tabsId = useId();

  const decide = useMutation({
    mutationFn: async ({ action, note }: { action: NonNullable<Pending>; note: string }) => {
      switch (action.kind) {
        case 'deleteCampaign':
          await deleteCampaign(action.campaign.id);
          return t('notices.campaignDeleted');
        case 'rejectCampaign':
          await rejectCampaign(action.campaign.id, note);
          return t('notices.campaignRejected');
        case 'deleteZone':
          await deleteZone(action.zone.id);
          return t('notices.zoneDeleted');
      }
    },
    onSuccess: async (message) => {
      setPending(null);
      setNotice(message);
      await refreshAfterAdChange(queryClient);
    },
    onError: (error) => setPendingError(failureMessage(error, t('errors.save'), 'fallback')),
  });

  const approve = useMutation({
    mutationFn: (campaign: AdCampaign) => {
      setActionError(null);
      return approveCampaign(campaign.id);
    },
    onSuccess: async () => {
      setNotice(t('notices.campaignApproved'));
      await refreshAfterAdChange(queryClient);
    },
    onError: (error) => setActionError(failureMessage(error, t('errors.save'), 'fallback')),
  });

  const openPending = (next: NonNullable<Pending>) => {
    setPendingError(null);
    setNote('');
    setPending(next);
  };

  const zoneList = zones.data?.zones ?? [];
  const campaignList = campaigns.data?.campaigns ?? [];

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      create={
        tab === 'campaigns'
          ? { label: t('campaigns.create'), onClick: () => setEditingCampaign({ item: null }) }
          : admin
            ? { label: t('zones.create'), onClick: () => setEditingZone({ item: null }) }
            : null
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setTab(value)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="campaigns"
            label={t('tabs.campaigns')}
            id={`${tabsId}-campaigns`}
            aria-controls={`${tabsId}-campaigns-panel`}
          />
          <Tab
            value="zones"
            label={t('tabs.zones')}
            id={`${tabsId}-zones`}
            aria-controls={`${tabsId}-zones-panel`}
          />
        </Tabs>
      </Box>

      {tab === 'campaigns' && (
        <Stack
          spacing={3}
          role="tabpanel"
          id={`${tabsId}-campaigns-panel`}
          aria-labelledby={`${tabsId}-campaigns`}
        >
          {actionError && (
            <Alert severity="error" role="alert" onClose={() => setActionError(null)}>
              {actionError}
            </Alert>
          )}
          {campaigns.isError ? (
            <RetryAlert onRetry={() => void campaigns.refetch()}>
              {failureMessage(campaigns.error, t('errors.campaigns'), 'fallback')}
            </RetryAlert>
          ) : (
            <ListPanel
              loading={campaigns.isPending}
              progress={(campaigns.isFetching || approve.isPending) && !campaigns.isPending}
              empty={campaignList.length === 0}
              emptyText={t('campaigns.empty')}
              loadingLabel={t('loading')}
              rowHeight={48}
            >
              <CampaignsTable
                campaigns={campaignList}
                admin={admin}
                onEdit={(campaign) => setEditingCampaign({ item: campaign })}
                onApprove={(campaign) => approve.mutate(campaign)}
                onReject={(campaign) => openPending({ kind: 'rejectCampaign', campaign })}
                onDelete={(campaign) => openPending({ kind: 'deleteCampaign', campaign })}
              />
              {/* At phone width the pagination scrolls with its own bar rather than being cut. */}
              <Box sx={{ overflowX: 'auto' }}>
                <AdminPagination
                  count={campaigns.data?.total ?? 0}
                  page={page - 1}
                  pageSize={pageSize}
                  pageSizes={CAMPAIGN_PAGE_SIZES}
                  onPageChange={(next) => setPage(next + 1)}
                  onPageSizeChange={(size) => {
                    setPageSize(size);
                    setPage(1);
                  }}
                />
              </Box>
            </ListPanel>
          )}
          <AdsChart />
        </Stack>
      )}

      {tab === 'zones' && (
        <Stack
          spacing={2}
          role="tabpanel"
          id={`${tabsId}-zones-panel`}
          aria-labelledby={`${tabsId}-zones`}
        >
          <Typography color="text.secondary">{t('zones.intro')}</Typography>
          {zones.isError ? (
            <RetryAlert onRetry={() => void zones.refetch()}>
              {failureMessage(zones.error, t('errors.zones'), 'fallback')}
            </RetryAlert>
          ) : (
            <ListPanel
              loading={zones.isPending}
              progress={zones.isFetching && !zones.isPending}
              empty={zoneList.length === 0}
              emptyText={admin ? t('zones.empty') : t('zones.emptyEditor')}
              loadingLabel={t('loading')}
              rowHeight={48}
            >
              <ZonesTable
                zones={zoneList}
                admin={admin}
                onEdit={(zone) => setEditingZone({ item: zone })}
                onDelete={(zone) => openPending({ kind: 'deleteZone', zone })}
              />
            </ListPanel>
          )}
        </Stack>
      )}

      {editingCampaign && (
        <CampaignDialog
          campaign={editingCampaign.item}
          zones={zoneList}
          admin={admin}
          onClose={() => setEditingCampaign(null)}
          onSaved={(_saved, created) => {
            setEditingCampaign(null);
            setNotice(created ? t('notices.campaignCreated') : t('notices.campaignSaved'));
          }}
        />
      )}
      {editingZone && (
        <ZoneDialog
          zone={editingZone.item}
          onClose={() => setEditingZone(null)}
          onSaved={(_saved, created) => {
            setEditingZone(null);
            setNotice(created ? t('notices.zoneCreated') : t('notices.zoneSaved'));
          }}
        />
      )}
      {pending && (
        <ConfirmDialog
          title={
            pending.kind === 'deleteZone'
              ? t('confirm.deleteZoneTitle')
              : pending.kind === 'deleteCampaign'
                ? t('confirm.deleteCampaignTitle')
                : t('confirm.rejectTitle')
          }
          text={
            pending.kind === 'deleteZone'
              ? t('confirm.deleteZoneBody', { name: pending.zone.name })
              : pending.kind === 'deleteCampaign'
                ? t('confirm.deleteCampaignBody', { name: pending.campaign.name })
                : t('confirm.rejectBody', { name: pending.campaign.name })
          }
          confirmLabel={
            pending.kind === 'rejectCampaign' ? t('confirm.reject') : t('confirm.delete')
          }
          cancelLabel={t('form.cancel')}
          tone="error"
          focusCancel
          pending={decide.isPending}
          error={pendingError}
          onConfirm={() => decide.mutate({ action: pending, note: note.trim() })}
          onClose={() => setPending(null)}
        >
          {pending.kind === 'rejectCampaign' && (
            <TextField
              label={t('confirm.rejectNote')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </ConfirmDialog>
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </AdminListPage>
  );
}
