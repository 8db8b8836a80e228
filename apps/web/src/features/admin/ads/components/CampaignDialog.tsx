import {
  adCampaignFormSchema,
  CAMPAIGN_STATUSES,
  AD_LIMITS,
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
import { FormDialog } from '@/components/forms/FormDialog';
import { createCampaign, refreshAfterAdChange, updateCampaign } from '../api/ads';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { AdNameFields } from './AdNameFields';
import { AdTypeField } from './AdTypeField';
import {
  bodyOf,
  updateOf,
  valuesOf,
  CAMPAIGN_FIELDS,
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
  const [formError, setFormError] = useState<string | null>(null);
  // The contracts' rules for a campaign; an error goes as its field changes, and comes back on
  // submit. The values as typed make the body (bodyOf, updateOf).
  const form = useSchemaForm(adCampaignFormSchema, {
    defaultValues: initial,
    revalidate: 'onSubmit',
  });
  const { values } = form;

  const save = useMutation({
    mutationFn: (sent: CampaignFormValues) =>
      campaign
        ? updateCampaign(campaign.id, updateOf(initial, sent))
        : createCampaign(bodyOf(sent, null)),
    onSuccess: async (saved) => {
      await refreshAfterAdChange(queryClient);
      onSaved(saved, campaign === null);
    },
    onError: (error) => {
      const fields = fieldErrors(error, { topLevel: true });
      form.setServerErrors(
        Object.fromEntries(
          Object.entries(fields).filter(([key]) =>
            (CAMPAIGN_FIELDS as readonly string[]).includes(key),
          ),
        ),
      );
      setFormError(
        Object.keys(fields).length > 0
          ? t('form.fixErrors')
          : failureMessage(error, t('errors.save'), 'fallback'),
      );
    },
  });

  function submit() {
    setFormError(null);
    form.submit(
      () => save.mutate(values),
      () => setFormError(t('form.fixErrors')),
    );
  }

  /** The server's words for a field, else the form's for the rule the schema found broken. */
  const messageOf = (key: CampaignField): string | undefined => {
    const error = form.errorOf(key);
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    switch (key) {
      case 'endDate':
        return error.type === 'custom' ? t('form.endBeforeStart') : t('form.required');
      case 'budget':
      case 'rate':
        return t('form.money');
      case 'weight':
        return t('form.weightRange', { min: AD_LIMITS.weightMin, max: AD_LIMITS.weightMax });
      case 'landingPageUrl':
        return t('form.httpsOnly');
      case 'creativeAlt':
        return t('form.altRequired');
      default:
        return t('form.required');
    }
  };
  const errors: CampaignErrors = Object.fromEntries(
    CAMPAIGN_FIELDS.flatMap((key) => {
      const message = messageOf(key);
      return message === undefined ? [] : [[key, message]];
    }),
  );
  const set = <K extends CampaignField>(key: K, value: CampaignFormValues[K]) =>
    form.set(key, value);

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
    <FormDialog
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
      <CampaignCreativeFields
        {...section}
        onUploadError={(message) => form.setServerErrors({ creativeUrl: message })}
      />
    </FormDialog>
  );
}
