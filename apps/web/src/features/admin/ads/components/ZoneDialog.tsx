import {
  AD_ZONE_LOCATIONS,
  adZoneFormSchema,
  type AdZone,
  type AdZoneForm,
  type AdZoneLocation,
  type AdZoneUpdate,
} from '@helionews/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { createZone, refreshAfterAdChange, updateZone } from '../api/ads';
import { textFieldBinder } from '@/features/admin/shared/text-field-binder';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { AdNameFields } from './AdNameFields';
import { AdTypeField } from './AdTypeField';

/** Usual sizes (IAB): leaderboard, medium rectangle, half page, mobile banner. */
export const COMMON_DIMENSIONS = ['728x90', '970x250', '300x250', '300x600', '320x100'] as const;
const DEFAULT_DIMENSIONS: Record<AdZoneLocation, string> = {
  top_banner: '728x90',
  sidebar: '300x250',
  in_article: '300x250',
};

type FormValues = AdZoneForm;
type FieldKey = keyof FormValues;
const FIELDS: readonly FieldKey[] = [
  'name',
  'description',
  'type',
  'dimensions',
  'location',
  'isActive',
];

const valuesOf = (zone: AdZone | null): FormValues => ({
  name: zone?.name ?? '',
  description: zone?.description ?? '',
  type: zone?.type ?? 'banner',
  dimensions: zone?.dimensions ?? '728x90',
  location: zone?.location ?? 'top_banner',
  isActive: zone?.isActive ?? true,
});

export interface ZoneDialogProps {
  zone: AdZone | null;
  onClose: () => void;
  onSaved: (zone: AdZone, created: boolean) => void;
}

/** Create or edit an ad zone: where on the reader pages, and at which size. */
export function ZoneDialog({ zone, onClose, onSaved }: ZoneDialogProps) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(zone));
  const [formError, setFormError] = useState<string | null>(null);
  // The contracts' rules for a zone; an error goes as its field changes, and comes back on submit.
  const { values, set, errorOf, setServerErrors, submit } = useSchemaForm(adZoneFormSchema, {
    defaultValues: initial,
    revalidate: 'onSubmit',
  });

  const save = useMutation({
    // The schema's output is the body: text trimmed.
    mutationFn: (body: FormValues) => {
      if (!zone) return createZone(body);
      const patch: AdZoneUpdate = {};
      for (const key of FIELDS) {
        if (body[key] !== initial[key]) Object.assign(patch, { [key]: body[key] });
      }
      return updateZone(zone.id, patch);
    },
    onSuccess: async (saved) => {
      await refreshAfterAdChange(queryClient);
      onSaved(saved, zone === null);
    },
    onError: (error) => {
      const fields = fieldErrors(error, { topLevel: true });
      setServerErrors(
        Object.fromEntries(
          Object.entries(fields).filter(([key]) => (FIELDS as readonly string[]).includes(key)),
        ),
      );
      setFormError(
        Object.keys(fields).length > 0
          ? t('form.fixErrors')
          : failureMessage(error, t('errors.save'), 'fallback'),
      );
    },
  });

  function onSubmit() {
    submit(
      (body) => {
        setFormError(null);
        save.mutate(body);
      },
      () => setFormError(t('form.fixErrors')),
    );
  }

  /** The server's words for a field, else the form's for the rule the schema found broken. */
  const messageOf = (key: FieldKey): string | undefined => {
    const error = errorOf(key);
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return key === 'dimensions' ? t('zones.dimensionsFormat') : t('form.required');
  };
  const field = (key: FieldKey) => ({ error: Boolean(messageOf(key)), helperText: messageOf(key) });

  return (
    <FormDialog
      variant="form"
      title={zone ? t('zones.editTitle') : t('zones.createTitle')}
      error={formError}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={zone ? t('form.save') : t('form.create')}
    >
      {/* The description has no error props: a server error on it shows as the form's error. */}
      <AdNameFields
        name={textFieldBinder(values, set, field)('name')}
        description={textFieldBinder(values, set)('description')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('zones.location')}
          value={values.location}
          onChange={(event) => {
            const location = event.target.value as AdZoneLocation;
            set('location', location);
            // A new zone takes the usual size of its place until one is typed.
            if (!zone) set('dimensions', DEFAULT_DIMENSIONS[location]);
          }}
        >
          {AD_ZONE_LOCATIONS.map((location) => (
            <MenuItem key={location} value={location}>
              {t(`locations.${location}`)}
            </MenuItem>
          ))}
        </TextField>
        <AdTypeField value={values.type} onChange={(type) => set('type', type)} />
      </Stack>
      <TextField
        label={t('zones.dimensions')}
        value={values.dimensions}
        onChange={(event) => set('dimensions', event.target.value)}
        required
        {...field('dimensions')}
        helperText={
          messageOf('dimensions') ??
          t('zones.dimensionsHint', { examples: COMMON_DIMENSIONS.join(', ') })
        }
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
        }
        label={t('zones.isActive')}
      />
    </FormDialog>
  );
}
