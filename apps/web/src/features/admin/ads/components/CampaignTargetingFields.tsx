import { AD_LIMITS, type AdZone } from '@helionews/contracts';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import type { CampaignSectionProps } from './campaign-form';

export interface CampaignTargetingFieldsProps extends CampaignSectionProps {
  zones: readonly AdZone[];
}

/** Where and to whom the campaign shows: zones, weight, audience, and the landing page. */
export function CampaignTargetingFields({
  values,
  errors,
  set,
  field,
  text,
  zones,
}: CampaignTargetingFieldsProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('form.zones')}
          value={values.adZones}
          onChange={(event) => {
            const chosen = event.target.value as unknown as (number | string)[];
            set('adZones', chosen.map(Number));
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as number[])
                  .map((id) => zones.find((zone) => zone.id === id)?.name ?? `#${id}`)
                  .join(', '),
            },
          }}
          {...field('adZones')}
          helperText={errors.adZones ?? (zones.length === 0 ? t('form.noZones') : undefined)}
        >
          {zones.map((zone) => (
            <MenuItem key={zone.id} value={zone.id}>
              <Checkbox checked={values.adZones.includes(zone.id)} size="small" />
              <ListItemText
                primary={zone.name}
                secondary={`${t(`locations.${zone.location}`)} · ${zone.dimensions}`}
              />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="number"
          label={t('form.weight')}
          slotProps={{
            htmlInput: { min: AD_LIMITS.weightMin, max: AD_LIMITS.weightMax, step: 1 },
          }}
          {...text('weight')}
          helperText={errors.weight ?? t('form.weightHint')}
        />
      </Stack>
      <TextField
        label={t('form.targetAudience')}
        {...text('targetAudience')}
        helperText={errors.targetAudience ?? t('form.targetAudienceHint')}
      />
      <TextField
        label={t('form.landingPageUrl')}
        required
        type="url"
        {...text('landingPageUrl')}
        helperText={errors.landingPageUrl ?? t('form.landingPageHint')}
      />
    </>
  );
}
