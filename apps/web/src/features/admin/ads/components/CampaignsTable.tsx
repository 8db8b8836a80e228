import type { AdCampaign, CampaignStatus } from '@helionews/contracts';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { useAdsFormat } from '../use-ads-format';

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
  const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };

  return (
    <TableContainer>
      <Table
        size="small"
        // Ten columns: tighter cells keep the actions in view beside the side navigation.
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
        aria-label={t('campaigns.caption')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.dates')}</TableCell>
            <TableCell sx={{ minWidth: 130 }}>{t('columns.budget')}</TableCell>
            <TableCell {...numeric}>{t('columns.impressions')}</TableCell>
            <TableCell {...numeric}>{t('columns.clicks')}</TableCell>
            <TableCell {...numeric}>{t('columns.ctr')}</TableCell>
            <TableCell {...numeric}>{t('columns.cpc')}</TableCell>
            <TableCell {...numeric}>{t('columns.cpm')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((campaign) => {
            const share =
              campaign.budget > 0 ? Math.min(100, (campaign.spent / campaign.budget) * 100) : 0;
            return (
              <TableRow key={campaign.id} hover>
                <TableCell sx={{ minWidth: 140 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {campaign.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`types.${campaign.type}`)} · {t(`pricing.${campaign.pricingModel}Short`)}{' '}
                    {format.money(campaign.rate)}
                  </Typography>
                </TableCell>
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
                <TableCell {...numeric}>{format.number(campaign.impressions)}</TableCell>
                <TableCell {...numeric}>{format.number(campaign.clicks)}</TableCell>
                <TableCell {...numeric}>{format.percent(campaign.ctr)}</TableCell>
                <TableCell {...numeric}>{format.money(campaign.cpc)}</TableCell>
                <TableCell {...numeric}>{format.money(campaign.cpm)}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
                    {admin && campaign.status === 'pending' && (
                      <>
                        <Tooltip title={t('campaigns.approve', { name: campaign.name })}>
                          <IconButton
                            color="success"
                            aria-label={t('campaigns.approve', { name: campaign.name })}
                            onClick={() => onApprove(campaign)}
                          >
                            <CheckIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('campaigns.reject', { name: campaign.name })}>
                          <IconButton
                            color="error"
                            aria-label={t('campaigns.reject', { name: campaign.name })}
                            onClick={() => onReject(campaign)}
                          >
                            <CloseIcon />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                    <Tooltip title={t('campaigns.edit', { name: campaign.name })}>
                      <IconButton
                        aria-label={t('campaigns.edit', { name: campaign.name })}
                        onClick={() => onEdit(campaign)}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    {admin && (
                      <Tooltip title={t('campaigns.delete', { name: campaign.name })}>
                        <IconButton
                          aria-label={t('campaigns.delete', { name: campaign.name })}
                          onClick={() => onDelete(campaign)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
