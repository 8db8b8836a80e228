import {
  ADMIN_CLIENT_ERRORS,
  FEED_DEFAULT_INTERVAL_MINUTES,
  FEED_MAX_INTERVAL_MINUTES,
  FEED_MIN_INTERVAL_MINUTES,
  FEED_TITLE_MAX,
  FEED_URL_MAX,
  type Feed,
  type FeedCreate,
  type FeedUpdate,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_RSS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { useAdminForm } from '@/features/admin/shared/use-admin-form';
import type { FieldErrors } from '@/features/admin/shared/use-settings-form';
import {
  categoryOptionsQueryOptions,
  createFeed,
  refreshAfterFeedChange,
  RSS_CLIENT_ERRORS,
  updateFeed,
} from '../api/feeds';
import { feedLabel } from './feed-label';

interface FormValues {
  url: string;
  title: string;
  /** '' for none. */
  categoryId: string;
  interval: string;
  isActive: boolean;
  autoApprove: boolean;
}
type FieldKey = 'url' | 'title' | 'categoryId' | 'interval';
const SERVER_FIELDS: Record<string, FieldKey> = {
  url: 'url',
  title: 'title',
  category_id: 'categoryId',
  poll_interval_minutes: 'interval',
};

const valuesOf = (feed: Feed | null): FormValues => ({
  url: feed?.url ?? '',
  title: feed?.title ?? '',
  categoryId: feed?.category ? String(feed.category.id) : '',
  interval: String(feed?.poll_interval_minutes ?? FEED_DEFAULT_INTERVAL_MINUTES),
  isActive: feed?.is_active ?? true,
  autoApprove: feed?.auto_approve ?? false,
});

const categoryOf = (values: FormValues) => (values.categoryId ? Number(values.categoryId) : null);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function createBody(values: FormValues): FeedCreate {
  return {
    url: values.url.trim(),
    title: values.title.trim(),
    category_id: categoryOf(values),
    poll_interval_minutes: Number(values.interval),
    is_active: values.isActive,
    auto_approve: values.autoApprove,
  };
}

/** Only what changed. */
function updateBody(initial: FormValues, values: FormValues): FeedUpdate {
  const body: FeedUpdate = {};
  if (values.url.trim() !== initial.url) body.url = values.url.trim();
  if (values.title.trim() !== initial.title) body.title = values.title.trim();
  if (categoryOf(values) !== categoryOf(initial)) body.category_id = categoryOf(values);
  if (values.interval.trim() !== initial.interval)
    body.poll_interval_minutes = Number(values.interval);
  if (values.isActive !== initial.isActive) body.is_active = values.isActive;
  if (values.autoApprove !== initial.autoApprove) body.auto_approve = values.autoApprove;
  return body;
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
  const form = useAdminForm({
    initial: valuesOf(feed),
    changes: feed ? updateBody : null,
    validate: (values): FieldErrors<FieldKey> => {
      const errors: FieldErrors<FieldKey> = {};
      const url = values.url.trim();
      if (!url) errors.url = t('form.required');
      else if (url.length > FEED_URL_MAX) errors.url = t('form.tooLong', { max: FEED_URL_MAX });
      else if (!isHttpUrl(url)) errors.url = t('form.urlInvalid');
      if (values.title.trim().length > FEED_TITLE_MAX)
        errors.title = t('form.tooLong', { max: FEED_TITLE_MAX });
      const interval = Number(values.interval);
      if (
        !/^\d+$/.test(values.interval.trim()) ||
        interval < FEED_MIN_INTERVAL_MINUTES ||
        interval > FEED_MAX_INTERVAL_MINUTES
      ) {
        errors.interval = t('form.intervalInvalid', {
          min: FEED_MIN_INTERVAL_MINUTES,
          max: FEED_MAX_INTERVAL_MINUTES,
        });
      }
      return errors;
    },
    save: (values, initial) =>
      feed ? updateFeed(feed.id, updateBody(initial, values)) : createFeed(createBody(values)),
    onSaved: async (saved) => {
      await refreshAfterFeedChange(queryClient);
      onSaved(saved, feed === null);
    },
    fieldOf: (field) => SERVER_FIELDS[field] ?? null,
    conflictField: 'url',
    failure: (error) =>
      failureMessage(
        error,
        feed ? RSS_CLIENT_ERRORS.updateRssFeed : RSS_CLIENT_ERRORS.createRssFeed,
      ),
  });
  const { values, set } = form;

  const options = categories.data ?? [];
  // An edited feed's category shows even before (or without) the list of categories.
  const selectable =
    feed?.category && !options.some((option) => option.id === feed.category?.id)
      ? [feed.category, ...options]
      : options;

  return (
    <AdminFormDialog
      variant="form"
      spacing={1}
      title={
        feed
          ? t('form.editTitle', { title: feedLabel(feed, t('untitled')) })
          : t('form.createTitle')
      }
      titleId="feed-form-title"
      {...form.dialog}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={feed ? t('form.save') : t('form.createAction')}
      pendingLabel={t('form.saving')}
    >
      <TextField
        label={t('form.url')}
        {...form.text('url', { help: t('form.urlHelp') })}
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
        {...form.text('title', { help: t('form.titleHelp') })}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: FEED_TITLE_MAX + 20 } }}
      />
      <TextField
        select
        label={t('form.category')}
        {...form.text('categoryId', {
          help: categories.isError
            ? failureMessage(categories.error, ADMIN_CLIENT_ERRORS.fetchCategories)
            : undefined,
        })}
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
        {...form.text('interval', {
          help: t('form.intervalHelp', { min: FEED_MIN_INTERVAL_MINUTES }),
        })}
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
              checked={values.isActive}
              onChange={(event) => set('isActive', event.target.checked)}
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
              checked={values.autoApprove}
              onChange={(event) => set('autoApprove', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'feed-auto-help' } }}
            />
          }
          label={t('form.autoApprove')}
        />
        <FormHelperText id="feed-auto-help" sx={{ mt: 0 }}>
          {t('form.autoApproveHelp')}
        </FormHelperText>
      </Box>
    </AdminFormDialog>
  );
}
