import type { AdCampaign, CampaignStatus } from '@helionews/contracts';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { useAdsFormat } from '../use-ads-format';
import { ActionsCell, AdsTable, NameCell, NUMERIC_CELL } from './AdsTable';
import { RowAction } from '@/features/admin/shared/components/RowAction';

export const STATUS_COLORS: Record<CampaignStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  active: 'success',
  paused: 'info',
  ended: 'default',
  rejected: 'error',
};

export interface CampaignsTableProps {
  campaigns: readonly AdCampaign[];
  /** A tenant admin: may approve, reject and delete. */
  admin: boolean;
  onEdit: (campaign: AdCampaign) => void;
  onApprove: (campaign: AdCampaign) => void;
  onReject: (campaign: AdCampaign) => void;
  onDelete: (campaign: AdCampaign) => void;
}

/** The campaigns with their status, dates, spend against budget and derived figures. */
export function CampaignsTable({
  campaigns,
  admin,
  onEdit,
  onApprove,
  onReject,
  onDelete,
}: CampaignsTableProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const format = useAdsFormat();

  return (
    <AdsTable
      label={t('campaigns.caption')}
      head={
        <>
          <TableCell>{t('columns.name')}</TableCell>
          <TableCell>{t('columns.status')}</TableCell>
          <TableCell>{t('columns.dates')}</TableCell>
          <TableCell sx={{ minWidth: 130 }}>{t('columns.budget')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.impressions')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.clicks')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.ctr')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.cpc')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.cpm')}</TableCell>
          <TableCell align="right">{t('columns.actions')}</TableCell>
        </>
      }
    >
      {campaigns.map((campaign) => {
        const share =
          campaign.budget > 0 ? Math.min(100, (campaign.spent / campaign.budget) * 100) : 0;
        return (
          <TableRow key={campaign.id} hover>
            <NameCell
              name={campaign.name}
              detail={
                <>
                  {t(`types.${campaign.type}`)} · {t(`pricing.${campaign.pricingModel}Short`)}{' '}
                  {format.money(campaign.rate)}
                </>
              }
            />
            <TableCell>
              <Chip
                size="small"
                label={t(`statuses.${campaign.status}`)}
                color={STATUS_COLORS[campaign.status]}
                variant={campaign.status === 'ended' ? 'outlined' : 'filled'}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {format.date(campaign.startDate)} –
              <br />
              {format.date(campaign.endDate)}
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {t('campaigns.spentOf', {
                  spent: format.money(campaign.spent),
                  budget: format.money(campaign.budget),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={share}
                color={share >= 100 ? 'error' : 'primary'}
                aria-label={t('campaigns.spentLabel', { name: campaign.name })}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            </TableCell>
            <TableCell {...NUMERIC_CELL}>{format.number(campaign.impressions)}</TableCell>
            <TableCell {...NUMERIC_CELL}>{format.number(campaign.clicks)}</TableCell>
            <TableCell {...NUMERIC_CELL}>{format.percent(campaign.ctr)}</TableCell>
            <TableCell {...NUMERIC_CELL}>{format.money(campaign.cpc)}</TableCell>
            <TableCell {...NUMERIC_CELL}>{format.money(campaign.cpm)}</TableCell>
            <ActionsCell
              editLabel={t('campaigns.edit', { name: campaign.name })}
              onEdit={() => onEdit(campaign)}
              deleteLabel={t('campaigns.delete', { name: campaign.name })}
              onDelete={admin ? () => onDelete(campaign) : null}
            >
              {admin && campaign.status === 'pending' && (
                <>
                  <RowAction
                    title={t('campaigns.approve', { name: campaign.name })}
                    color="success"
                    onClick={() => onApprove(campaign)}
                  >
                    <CheckIcon />
                  </RowAction>
                  <RowAction
                    title={t('campaigns.reject', { name: campaign.name })}
                    color="error"
                    onClick={() => onReject(campaign)}
                  >
                    <CloseIcon />
                  </RowAction>
                </>
              )}
            </ActionsCell>
          </TableRow>
        );
      })}
    </AdsTable>
  );
}
