import { PRICING_MODELS, type PricingModel } from '@helionews/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import type { CampaignSectionProps } from './campaign-form';

/** When the campaign runs and what it costs: dates, budget, pricing model and rate. */
export function CampaignScheduleFields({ values, set, text }: CampaignSectionProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          type="date"
          label={t('form.startDate')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          {...text('startDate')}
        />
        <TextField
          fullWidth
          type="date"
          label={t('form.endDate')}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.startDate } }}
          {...text('endDate')}
        />
        <TextField
          fullWidth
          type="number"
          label={t('form.budget')}
          required
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          {...text('budget')}
        />
      </Stack>
      {/* Pricing shares its row with the rate only: its choices are long. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('form.pricingModel')}
          value={values.pricingModel}
          onChange={(event) => set('pricingModel', event.target.value as PricingModel)}
        >
          {PRICING_MODELS.map((model) => (
            <MenuItem key={model} value={model}>
              {t(`pricing.${model}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="number"
          label={t(`form.rate.${values.pricingModel}`)}
          required
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          {...text('rate')}
        />
      </Stack>
    </>
  );
}
