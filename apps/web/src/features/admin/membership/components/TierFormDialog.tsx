import {
  MEMBERSHIP_CURRENCIES,
  MEMBERSHIP_LIMITS,
  TIER_STATUSES,
  type AdminTier,
  type MembershipCurrency,
  type TierStatus,
} from '@helionews/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERSHIP_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { currencySymbol } from '@/lib/format-money';
import { useSaveTier } from '../api/membership-api';
import { tierFormSchema, tierFormValuesOf, type TierFormValues } from './tier-form';

type Field = keyof TierFormValues;
const FIELDS: readonly Field[] = [
  'name',
  'description',
  'benefits',
  'monthly_price',
  'yearly_price',
  'currency',
  'status',
  'position',
];

export interface TierFormDialogProps {
  /** null: a new tier. */
  tier: AdminTier | null;
  onClose: () => void;
  onSaved: (saved: AdminTier, created: boolean) => void;
}

/**
 * Adds or edits a paid tier. Prices are typed in the currency's major units ('12.50') and sent
 * in its smallest (1250); the contract's tierInputSchema checks the result, as the server does.
 */
export function TierFormDialog({ tier, onClose, onSaved }: TierFormDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_MEMBERSHIP_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const save = useSaveTier(tier?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set, errorOf, setServerErrors, submit } = useSchemaForm(tierFormSchema, {
    defaultValues: tierFormValuesOf(tier),
    revalidate: 'onChange',
  });

  const messageOf = (field: Field): string | undefined => {
    const error = errorOf(field);
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (field === 'monthly_price' && error.message?.includes('monthly or a yearly')) {
      return t('tierForm.priceRequired');
    }
    if (field === 'monthly_price' || field === 'yearly_price') return t('tierForm.priceInvalid');
    if (field === 'position') return t('tierForm.positionInvalid');
    if (field === 'benefits') {
      return t('tierForm.benefitsInvalid', {
        count: MEMBERSHIP_LIMITS.benefitsMax,
        max: MEMBERSHIP_LIMITS.benefitMax,
      });
    }
    if (error.type === 'too_big') {
      return t('tierForm.tooLong', {
        max:
          field === 'description'
            ? MEMBERSHIP_LIMITS.tierDescriptionMax
            : MEMBERSHIP_LIMITS.tierNameMax,
      });
    }
    return t('tierForm.required');
  };

  const symbol = currencySymbol((values.currency ?? 'usd').toUpperCase(), language);
  const text = (field: Field, help?: string) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errorOf(field)),
    helperText: messageOf(field) ?? help,
  });

  return (
    <FormDialog
      variant="form"
      title={tier ? t('tierForm.editTitle', { name: tier.name }) : t('tierForm.createTitle')}
      error={formError}
      pending={save.isPending}
      onSubmit={() =>
        submit((input) => {
          setFormError(null);
          save.mutate(input, {
            onSuccess: (saved) => onSaved(saved, tier === null),
            onError: (error) => {
              const fields = fieldErrors(error, { topLevel: true, conflictField: 'name' });
              const shown = FIELDS.filter((field) => fields[field] !== undefined);
              setServerErrors(Object.fromEntries(shown.map((field) => [field, fields[field]])));
              setFormError(
                shown.length > 0 ? null : failureMessage(error, t('tierForm.failed'), 'fallback'),
              );
            },
          });
        })
      }
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={tier ? t('tierForm.save') : t('tierForm.create')}
      pendingLabel={t('tierForm.saving')}
    >
      <TextField
        label={t('tierForm.name')}
        {...text('name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: MEMBERSHIP_LIMITS.tierNameMax + 20 } }}
      />
      <TextField
        label={t('tierForm.description')}
        {...text('description')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MEMBERSHIP_LIMITS.tierDescriptionMax + 20 } }}
      />
      <TextField
        label={t('tierForm.benefits')}
        {...text('benefits', t('tierForm.benefitsHelp'))}
        multiline
        minRows={3}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('tierForm.currency')}
          name="currency"
          value={values.currency ?? 'usd'}
          onChange={(event) => set('currency', event.target.value as MembershipCurrency)}
          error={Boolean(errorOf('currency'))}
          helperText={messageOf('currency')}
        >
          {MEMBERSHIP_CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency.toUpperCase()}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label={t('tierForm.monthlyPrice', { symbol })}
          {...text('monthly_price', t('tierForm.priceHelp'))}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          fullWidth
          label={t('tierForm.yearlyPrice', { symbol })}
          {...text('yearly_price', t('tierForm.priceHelp'))}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('tierForm.status')}
          name="status"
          value={values.status ?? 'active'}
          onChange={(event) => set('status', event.target.value as TierStatus)}
          helperText={messageOf('status') ?? t('tierForm.statusHelp')}
        >
          {TIER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label={t('tierForm.position')}
          {...text('position', t('tierForm.positionHelp'))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
    </FormDialog>
  );
}
