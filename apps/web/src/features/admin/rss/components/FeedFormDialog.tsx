import {
  ADMIN_CLIENT_ERRORS,
  FEED_DEFAULT_INTERVAL_MINUTES,
  FEED_MAX_INTERVAL_MINUTES,
  FEED_MIN_INTERVAL_MINUTES,
  FEED_TITLE_MAX,
  FEED_URL_MAX,
  feedFormSchema,
  type Feed,
  type FeedForm,
  type FeedFormValues,
  type FeedUpdate,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import {
  categoryOptionsQueryOptions,
  createFeed,
  refreshAfterFeedChange,
  RSS_CLIENT_ERRORS,
  updateFeed,
} from '../api/feeds';
import { feedLabel } from './feed-label';

type Field = keyof FeedFormValues;
/** The fields a server error can be shown on; others (the switches) go above the form. */
const TEXT_FIELDS: readonly Field[] = ['url', 'title', 'category_id', 'poll_interval_minutes'];

const valuesOf = (feed: Feed | null): FeedFormValues => ({
  url: feed?.url ?? '',
  title: feed?.title ?? '',
  category_id: feed?.category ? String(feed.category.id) : '',
  poll_interval_minutes: String(feed?.poll_interval_minutes ?? FEED_DEFAULT_INTERVAL_MINUTES),
  is_active: feed?.is_active ?? true,
  auto_approve: feed?.auto_approve ?? false,
});

/** Only what changed of an edited feed. */
function updateBody(feed: Feed, values: FeedForm): FeedUpdate {
  const body: FeedUpdate = {};
  if (values.url !== feed.url) body.url = values.url;
  if (values.title !== (feed.title ?? '')) body.title = values.title;
  if (values.category_id !== (feed.category?.id ?? null)) body.category_id = values.category_id;
  if (values.poll_interval_minutes !== feed.poll_interval_minutes)
    body.poll_interval_minutes = values.poll_interval_minutes;
  if (values.is_active !== feed.is_active) body.is_active = values.is_active;
  if (values.auto_approve !== feed.auto_approve) body.auto_approve = values.auto_approve;
  return body;
}

/** Whether the edit changes anything: a value the schema refuses counts, to say why. */
function hasChanges(feed: Feed, values: FeedFormValues): boolean {
  const parsed = feedFormSchema.safeParse(values);
  return !parsed.success || Object.keys(updateBody(feed, parsed.data)).length > 0;
}

export interface FeedFormDialogProps {
  /** null: add a feed. */
  feed: Feed | null;
  onClose: () => void;
  onSaved: (feed: Feed, created: boolean) => void;
}

/** Add or edit a feed; mounted afresh for each one so the form starts from its values. */
export function FeedFormDialog({ feed, onClose, onSaved }: FeedFormDialogProps) {
  const { t } = useTranslation(ADMIN_RSS_NS);
  const queryClient = useQueryClient();
  const categories = useQuery(categoryOptionsQueryOptions());
  const [formError, setFormError] = useState<string | null>(null);
  // The contracts' feed form schema decides; the words are the form's, in the editor's language.
  const form = useForm<FeedFormValues, unknown, FeedForm>({
    resolver: zodResolver(feedFormSchema),
    defaultValues: valuesOf(feed),
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const save = useMutation({
    mutationFn: (request: FeedForm) =>
      feed ? updateFeed(feed.id, updateBody(feed, request)) : createFeed(request),
    onSuccess: async (saved) => {
      await refreshAfterFeedChange(queryClient);
      onSaved(saved, feed === null);
    },
    onError: (error) => {
      const fields = fieldErrors(error, { conflictField: 'url' });
      const shown = TEXT_FIELDS.filter((field) => fields[field] !== undefined);
      for (const field of shown)
        form.setError(field, { type: 'server', message: fields[field] }, { shouldFocus: false });
      setFormError(
        shown.length > 0
          ? null
          : failureMessage(
              error,
              feed ? RSS_CLIENT_ERRORS.updateRssFeed : RSS_CLIENT_ERRORS.createRssFeed,
            ),
      );
    },
  });

  /** The server's words for a field, else the form's for what the schema found. */
  const errorOf = (field: Field): string | null => {
    const error = form.getFieldState(field, form.formState).error;
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (field === 'url') {
      if (!(values.url ?? '').trim()) return t('form.required');
      return error.type === 'too_big'
        ? t('form.tooLong', { max: FEED_URL_MAX })
        : t('form.urlInvalid');
    }
    if (field === 'title') return t('form.tooLong', { max: FEED_TITLE_MAX });
    return t('form.intervalInvalid', {
      min: FEED_MIN_INTERVAL_MINUTES,
      max: FEED_MAX_INTERVAL_MINUTES,
    });
  };

  /** A text field bound to the form: value, change, its error, else its help. */
  const text = (field: 'url' | 'title' | 'poll_interval_minutes', help?: string) => {
    const { ref, ...bound } = form.register(field);
    return {
      ...bound,
      inputRef: ref,
      value: values[field] ?? '',
      error: Boolean(errorOf(field)),
      helperText: errorOf(field) ?? help,
    };
  };

  const options = categories.data ?? [];
  // An edited feed's category shows even before (or without) the list of categories.
  const selectable =
    feed?.category && !options.some((option) => option.id === feed.category?.id)
      ? [feed.category, ...options]
      : options;

  return (
    <FormDialog
      variant="form"
      spacing={1}
      title={
        feed
          ? t('form.editTitle', { title: feedLabel(feed, t('untitled')) })
          : t('form.createTitle')
      }
      titleId="feed-form-title"
      error={formError}
      pending={save.isPending}
      onSubmit={() =>
        void form.handleSubmit((request) => {
          setFormError(null);
          save.mutate(request);
        })()
      }
      submitDisabled={feed !== null && !hasChanges(feed, form.getValues())}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={feed ? t('form.save') : t('form.createAction')}
      pendingLabel={t('form.saving')}
    >
      <TextField
        label={t('form.url')}
        {...text('url', t('form.urlHelp'))}
        required
        autoFocus
        type="url"
        margin="dense"
        slotProps={{
          htmlInput: {
            maxLength: FEED_URL_MAX + 20,
            spellCheck: false,
            autoCapitalize: 'none',
          },
        }}
      />
      <TextField
        label={t('form.title')}
        {...text('title', t('form.titleHelp'))}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: FEED_TITLE_MAX + 20 } }}
      />
      <TextField
        select
        label={t('form.category')}
        // A select hands no input element to register: its value is set as it changes.
        name="category_id"
        value={values.category_id ?? ''}
        onChange={(event) =>
          form.setValue('category_id', event.target.value, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        error={Boolean(errorOf('category_id'))}
        helperText={
          errorOf('category_id') ??
          (categories.isError
            ? failureMessage(categories.error, ADMIN_CLIENT_ERRORS.fetchCategories)
            : undefined)
        }
        margin="dense"
      >
        <MenuItem value="">
          <em>{t('form.noCategory')}</em>
        </MenuItem>
        {selectable.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('form.interval')}
        {...text(
          'poll_interval_minutes',
          t('form.intervalHelp', { min: FEED_MIN_INTERVAL_MINUTES }),
        )}
        required
        type="number"
        margin="dense"
        slotProps={{
          htmlInput: {
            min: FEED_MIN_INTERVAL_MINUTES,
            max: FEED_MAX_INTERVAL_MINUTES,
            step: 1,
            inputMode: 'numeric',
          },
        }}
      />
      <Box>
        <FormControlLabel
          control={
            <Switch
              name="is_active"
              checked={values.is_active ?? true}
              onChange={(event) => form.setValue('is_active', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'feed-active-help' } }}
            />
          }
          label={t('form.active')}
        />
        <FormHelperText id="feed-active-help" sx={{ mt: 0 }}>
          {t('form.activeHelp')}
        </FormHelperText>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Switch
              name="auto_approve"
              checked={values.auto_approve ?? false}
              onChange={(event) => form.setValue('auto_approve', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'feed-auto-help' } }}
            />
          }
          label={t('form.autoApprove')}
        />
        <FormHelperText id="feed-auto-help" sx={{ mt: 0 }}>
          {t('form.autoApproveHelp')}
        </FormHelperText>
      </Box>
    </FormDialog>
  );
}
