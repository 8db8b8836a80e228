import {
  NEWSLETTER_CADENCES,
  NEWSLETTER_LIMITS,
  newsletterInputSchema,
  type AdminNewsletter,
  type NewsletterInputDraft,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { useSchemaForm } from '@/features/admin/shared/use-schema-form';
import { useSaveNewsletter } from '../api/save-newsletter';

type Values = NewsletterInputDraft;
type Field = keyof Values;

/** The fields a server error can be shown on; any other goes above the form. */
const FIELDS: readonly Field[] = [
  'name',
  'description',
  'sender_name',
  'sender_email',
  'reply_to',
  'cadence',
  'digest_hour',
  'digest_weekday',
];

const valuesOf = (newsletter: AdminNewsletter | null): Values => ({
  name: newsletter?.name ?? '',
  description: newsletter?.description ?? '',
  sender_name: newsletter?.sender_name ?? '',
  sender_email: newsletter?.sender_email ?? '',
  reply_to: newsletter?.reply_to ?? null,
  cadence: newsletter?.cadence ?? 'each_story',
  digest_hour: newsletter?.digest_hour ?? 7,
  digest_weekday: newsletter?.digest_weekday ?? 1,
  subscribe_on_signup: newsletter?.subscribe_on_signup ?? false,
  is_public: newsletter?.is_public ?? true,
});

/** Weekday names in `language`, 0 Sunday ... 6 Saturday (1 January 2023 was a Sunday). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/** An hour of the day in `language` ('07:00', '7 AM'). */
export function hourName(language: string, hour: number): string {
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2023, 0, 1, hour)));
}

export interface NewsletterFormDialogProps {
  /** null: a new newsletter. */
  newsletter: AdminNewsletter | null;
  onClose: () => void;
  onSaved: (saved: AdminNewsletter, created: boolean) => void;
}

/**
 * Create or edit a newsletter, checked with the contract's newsletterInputSchema (the server's
 * own); a 422's field errors show on their fields. The digest's hour and weekday show only for
 * the cadences that use them.
 */
export function NewsletterFormDialog({ newsletter, onClose, onSaved }: NewsletterFormDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const save = useSaveNewsletter(newsletter?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set, errorOf, setServerErrors, submit } = useSchemaForm(newsletterInputSchema, {
    defaultValues: valuesOf(newsletter),
    revalidate: 'onChange',
  });
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const hours = useMemo(
    () => Array.from({ length: 24 }, (_, hour) => hourName(language, hour)),
    [language],
  );

  /** The server's words for a field, else the form's for what the schema found. */
  const messageOf = (field: Field): string | undefined => {
    const error = errorOf(field);
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.type === 'too_big') {
      const max =
        field === 'description'
          ? NEWSLETTER_LIMITS.descriptionMax
          : field === 'sender_name'
            ? NEWSLETTER_LIMITS.senderNameMax
            : NEWSLETTER_LIMITS.nameMax;
      return t('form.tooLong', { max });
    }
    if (field === 'sender_email' || field === 'reply_to') return t('form.emailInvalid');
    return t('form.required');
  };

  const text = (field: 'name' | 'description' | 'sender_name' | 'sender_email', help?: string) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errorOf(field)),
    helperText: messageOf(field) ?? help,
  });

  const digest = values.cadence === 'daily' || values.cadence === 'weekly';

  return (
    <FormDialog
      variant="form"
      title={newsletter ? t('form.editTitle', { name: newsletter.name }) : t('form.createTitle')}
      error={formError}
      pending={save.isPending}
      onSubmit={() =>
        submit((input) => {
          setFormError(null);
          save.mutate(input, {
            onSuccess: (saved) => onSaved(saved, newsletter === null),
            onError: (error) => {
              const fields = fieldErrors(error, { topLevel: true, conflictField: 'name' });
              const shown = FIELDS.filter((field) => fields[field] !== undefined);
              setServerErrors(Object.fromEntries(shown.map((field) => [field, fields[field]])));
              setFormError(
                shown.length > 0 ? null : failureMessage(error, t('form.failed'), 'fallback'),
              );
            },
          });
        })
      }
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={newsletter ? t('form.save') : t('form.create')}
      pendingLabel={t('form.saving')}
    >
      <TextField
        label={t('form.name')}
        {...text('name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: NEWSLETTER_LIMITS.nameMax + 20 } }}
      />
      <TextField
        label={t('form.description')}
        {...text('description', t('form.descriptionHelp'))}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: NEWSLETTER_LIMITS.descriptionMax + 20 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('form.senderName')}
          {...text('sender_name')}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: NEWSLETTER_LIMITS.senderNameMax + 20 } }}
        />
        <TextField
          label={t('form.senderEmail')}
          {...text('sender_email')}
          required
          fullWidth
          type="email"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Stack>
      <TextField
        label={t('form.replyTo')}
        name="reply_to"
        type="email"
        value={values.reply_to ?? ''}
        onChange={(event) =>
          set('reply_to', event.target.value.trim() === '' ? null : event.target.value)
        }
        error={Boolean(errorOf('reply_to'))}
        helperText={messageOf('reply_to') ?? t('form.replyToHelp')}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <TextField
        select
        label={t('form.cadence')}
        name="cadence"
        value={values.cadence ?? 'each_story'}
        onChange={(event) =>
          set('cadence', event.target.value as (typeof NEWSLETTER_CADENCES)[number])
        }
        error={Boolean(errorOf('cadence'))}
        helperText={messageOf('cadence') ?? t(`cadenceHelp.${values.cadence ?? 'each_story'}`)}
      >
        {NEWSLETTER_CADENCES.map((cadence) => (
          <MenuItem key={cadence} value={cadence}>
            {t(`cadence.${cadence}`)}
          </MenuItem>
        ))}
      </TextField>
      {digest && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t('form.digestHour')}
            name="digest_hour"
            value={values.digest_hour ?? 7}
            onChange={(event) => set('digest_hour', Number(event.target.value))}
            error={Boolean(errorOf('digest_hour'))}
            helperText={messageOf('digest_hour') ?? t('form.digestHourHelp')}
          >
            {hours.map((label, hour) => (
              <MenuItem key={hour} value={hour}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {values.cadence === 'weekly' && (
            <TextField
              select
              fullWidth
              label={t('form.digestWeekday')}
              name="digest_weekday"
              value={values.digest_weekday ?? 1}
              onChange={(event) => set('digest_weekday', Number(event.target.value))}
              error={Boolean(errorOf('digest_weekday'))}
              helperText={messageOf('digest_weekday')}
            >
              {weekdays.map((label, day) => (
                <MenuItem key={day} value={day}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
      <Box>
        <FormControlLabel
          control={
            <Switch
              name="subscribe_on_signup"
              checked={values.subscribe_on_signup ?? false}
              onChange={(event) => set('subscribe_on_signup', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'newsletter-signup-help' } }}
            />
          }
          label={t('form.subscribeOnSignup')}
        />
        <FormHelperText id="newsletter-signup-help" sx={{ mt: 0 }}>
          {t('form.subscribeOnSignupHelp')}
        </FormHelperText>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Switch
              name="is_public"
              checked={values.is_public ?? true}
              onChange={(event) => set('is_public', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'newsletter-public-help' } }}
            />
          }
          label={t('form.isPublic')}
        />
        <FormHelperText id="newsletter-public-help" sx={{ mt: 0 }}>
          {t('form.isPublicHelp')}
        </FormHelperText>
      </Box>
    </FormDialog>
  );
}
