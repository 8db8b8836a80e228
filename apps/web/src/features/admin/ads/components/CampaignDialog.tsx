import {
  CAMPAIGN_STATUSES,
  EDITOR_CAMPAIGN_STATUSES,
  type AdCampaign,
  type AdZone,
  type CampaignStatus,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { createCampaign, refreshAfterAdChange, updateCampaign } from '../api/ads';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { AdNameFields } from './AdNameFields';
import { AdTypeField } from './AdTypeField';
import {
  bodyOf,
  updateOf,
  validateCampaign,
  valuesOf,
  type CampaignErrors,
  type CampaignField,
  type CampaignFormValues,
  type CampaignSectionProps,
} from './campaign-form';
import { CampaignCreativeFields } from './CampaignCreativeFields';
import { CampaignScheduleFields } from './CampaignScheduleFields';
import { CampaignTargetingFields } from './CampaignTargetingFields';

export interface CampaignDialogProps {
  campaign: AdCampaign | null;
  zones: readonly AdZone[];
  /** A tenant admin: every status; an editor: draft or pending only. */
  admin: boolean;
  onClose: () => void;
  onSaved: (campaign: AdCampaign, created: boolean) => void;
}

/** Create or edit a campaign: dates, money, zones, and the creative with its alt text. */
export function CampaignDialog({ campaign, zones, admin, onClose, onSaved }: CampaignDialogProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(campaign, admin));
  const [values, setValues] = useState<CampaignFormValues>(initial);
  const [errors, setErrors] = useState<CampaignErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends CampaignField>(key: K, value: CampaignFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = useMutation({
    mutationFn: () =>
      campaign
        ? updateCampaign(campaign.id, updateOf(initial, values))
        : createCampaign(bodyOf(values, null)),
    onSuccess: async (saved) => {
      await refreshAfterAdChange(queryClient);
      onSaved(saved, campaign === null);
    },
    onError: (error) => {
      const fields = fieldErrors(error, { topLevel: true });
      setErrors(fields as CampaignErrors);
      setFormError(
        Object.keys(fields).length > 0
          ? t('form.fixErrors')
          : failureMessage(error, t('errors.save'), 'fallback'),
      );
    },
  });

  function submit() {
    setFormError(null);
    const found = validateCampaign(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('form.fixErrors'));
      return;
    }
    save.mutate();
  }

  const statuses = admin ? CAMPAIGN_STATUSES : EDITOR_CAMPAIGN_STATUSES;
  const statusOptions: readonly CampaignStatus[] =
    campaign && !statuses.includes(campaign.status as never)
      ? [campaign.status, ...statuses]
      : statuses;
  const field = (key: CampaignField) => ({
    error: Boolean(errors[key]),
    helperText: errors[key],
  });
  const section: CampaignSectionProps = {
    values,
    errors,
    set,
    field,
    text: textFieldBinder(values, set, field),
  };

  return (
    <AdminFormDialog
      variant="form"
      maxWidth="md"
      title={campaign ? t('campaigns.editTitle') : t('campaigns.createTitle')}
      error={formError}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={campaign ? t('form.save') : t('form.create')}
    >
      {!admin && <Alert severity="info">{t('campaigns.pendingHint')}</Alert>}
      <AdNameFields name={section.text('name')} description={section.text('description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('form.status')}
          value={values.status}
          onChange={(event) => set('status', event.target.value as CampaignStatus)}
          {...field('status')}
        >
          {statusOptions.map((status) => (
            <MenuItem key={status} value={status} disabled={!statuses.includes(status as never)}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <AdTypeField value={values.type} onChange={(type) => set('type', type)} />
      </Stack>
      <CampaignScheduleFields {...section} />
      <CampaignTargetingFields {...section} zones={zones} />
      <CampaignCreativeFields {...section} setErrors={setErrors} />
    </AdminFormDialog>
  );
}
