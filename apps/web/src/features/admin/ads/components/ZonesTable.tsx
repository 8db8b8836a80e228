import type { AdZone } from '@helionews/contracts';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
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

export interface ZonesTableProps {
  zones: readonly AdZone[];
  /** A tenant admin: may change and delete zones. */
  admin: boolean;
  onEdit: (zone: AdZone) => void;
  onDelete: (zone: AdZone) => void;
}

/** The zones with their place, size, state and totals over their campaigns. */
export function ZonesTable({ zones, admin, onEdit, onDelete }: ZonesTableProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const format = useAdsFormat();
  const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <TableContainer>
      <Table
        size="small"
        // Ten columns: tighter cells keep the actions in view beside the side navigation.
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
        aria-label={t('zones.caption')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('zones.location')}</TableCell>
            <TableCell>{t('zones.dimensions')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('zones.campaigns')}</TableCell>
            <TableCell {...numeric}>{t('columns.impressions')}</TableCell>
            <TableCell {...numeric}>{t('columns.clicks')}</TableCell>
            <TableCell {...numeric}>{t('zones.avgCTR')}</TableCell>
            <TableCell {...numeric}>{t('zones.avgCPM')}</TableCell>
            {admin && <TableCell align="right">{t('columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {zones.map((zone) => (
            <TableRow key={zone.id} hover>
              <TableCell sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {zone.name}
                </Typography>
                {zone.description && (
                  <Typography variant="caption" color="text.secondary">
                    {zone.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`locations.${zone.location}`)}</TableCell>
              <TableCell>{zone.dimensions}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={zone.isActive ? t('zones.active') : t('zones.inactive')}
                  color={zone.isActive ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {zone.campaigns.length === 0
                  ? t('zones.noCampaigns')
                  : zone.campaigns.map((campaign) => campaign.name).join(', ')}
              </TableCell>
              <TableCell {...numeric}>{format.number(zone.totalImpressions)}</TableCell>
              <TableCell {...numeric}>{format.number(zone.totalClicks)}</TableCell>
              <TableCell {...numeric}>{format.percent(zone.avgCTR)}</TableCell>
              <TableCell {...numeric}>{format.money(zone.avgCPM)}</TableCell>
              {admin && (
                <TableCell align="right">
                  <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('zones.edit', { name: zone.name })}>
                      <IconButton
                        aria-label={t('zones.edit', { name: zone.name })}
                        onClick={() => onEdit(zone)}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('zones.delete', { name: zone.name })}>
                      <IconButton
                        aria-label={t('zones.delete', { name: zone.name })}
                        onClick={() => onDelete(zone)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
