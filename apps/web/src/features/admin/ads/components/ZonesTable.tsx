import type { AdZone } from '@helionews/contracts';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { useAdsFormat } from '../use-ads-format';
import { ActionsCell, AdsTable, NameCell, NUMERIC_CELL } from './AdsTable';

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
  return (
    <AdsTable
      label={t('zones.caption')}
      head={
        <>
          <TableCell>{t('columns.name')}</TableCell>
          <TableCell>{t('zones.location')}</TableCell>
          <TableCell>{t('zones.dimensions')}</TableCell>
          <TableCell>{t('columns.status')}</TableCell>
          <TableCell>{t('zones.campaigns')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.impressions')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('columns.clicks')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('zones.avgCTR')}</TableCell>
          <TableCell {...NUMERIC_CELL}>{t('zones.avgCPM')}</TableCell>
          {admin && <TableCell align="right">{t('columns.actions')}</TableCell>}
        </>
      }
    >
      {zones.map((zone) => (
        <TableRow key={zone.id} hover>
          <NameCell name={zone.name} detail={zone.description} />
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
          <TableCell {...NUMERIC_CELL}>{format.number(zone.totalImpressions)}</TableCell>
          <TableCell {...NUMERIC_CELL}>{format.number(zone.totalClicks)}</TableCell>
          <TableCell {...NUMERIC_CELL}>{format.percent(zone.avgCTR)}</TableCell>
          <TableCell {...NUMERIC_CELL}>{format.money(zone.avgCPM)}</TableCell>
          {admin && (
            <ActionsCell
              editLabel={t('zones.edit', { name: zone.name })}
              onEdit={() => onEdit(zone)}
              deleteLabel={t('zones.delete', { name: zone.name })}
              onDelete={() => onDelete(zone)}
            />
          )}
        </TableRow>
      ))}
    </AdsTable>
  );
}
