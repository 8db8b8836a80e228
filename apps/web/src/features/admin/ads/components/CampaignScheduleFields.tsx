import { PRICING_MODELS, type PricingModel } from '@helionews/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import type { CampaignSectionProps } from './campaign-form';

/** A required day of the campaign. */
const DAY = {
  fullWidth: true,
  type: 'date',
  required: true,
  slotProps: { inputLabel: { shrink: true } },
} as const;

/** A required sum of money (budget, rate). */
const AMOUNT = {
  fullWidth: true,
  type: 'number',
  required: true,
  slotProps: { htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } },
} as const;

/** When the campaign runs and what it costs: dates, budget, pricing model and rate. */
export function CampaignScheduleFields({ values, set, text }: CampaignSectionProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...DAY} label={t('form.startDate')} {...text('startDate')} />
        <TextField
          {...DAY}
          label={t('form.endDate')}
          slotProps={{ ...DAY.slotProps, htmlInput: { min: values.startDate } }}
          {...text('endDate')}
        />
        <TextField {...AMOUNT} label={t('form.budget')} {...text('budget')} />
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
        <TextField {...AMOUNT} label={t(`form.rate.${values.pricingModel}`)} {...text('rate')} />
      </Stack>
    </>
  );
}
