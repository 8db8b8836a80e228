import {
  SITE_PAGE_PLACEMENTS,
  SITE_PAGE_ROUTES,
  SITE_PAGE_STATUSES,
  type AdminSitePage,
  type AdminSitePageCreate,
  type AdminSitePageUpdate,
  type SitePagePlacement,
  type SitePageStatus,
} from '@helionews/contracts';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RichTextEditorEntry } from '@/features/admin/articles/entry/RichTextEditorEntry';
import { useLeaveGuard } from '@/features/admin/shared/use-leave-guard';
import { ADMIN_SITE_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import {
  createSitePage,
  refreshAfterSitePageChange,
  sitePageKeys,
  updateSitePage,
} from '../api/site-pages';
import { SitePageRevisionsPanel } from './SitePageRevisionsPanel';

interface Values {
  title: string;
  slug: string;
  body_html: string;
  status: SitePageStatus;
  placement: SitePagePlacement;
}

const EMPTY: Values = { title: '', slug: '', body_html: '', status: 'draft', placement: 'none' };

function valuesOf(page: AdminSitePage | null): Values {
  if (!page) return EMPTY;
  const { title, slug, body_html, status, placement } = page;
  return { title, slug, body_html, status, placement };
}

function sameValues(a: Values, b: Values) {
  return (Object.keys(a) as (keyof Values)[]).every((key) => a[key] === b[key]);
}

/** What a save sends: a new page without a slug lets the server derive it from the title. */
function createBody(values: Values): AdminSitePageCreate {
  const slug = values.slug.trim();
  return {
    title: values.title.trim(),
    ...(slug && { slug }),
    body_html: values.body_html,
    status: values.status,
    placement: values.placement,
  };
}

/** The fields that changed since the last save: a changed placement puts the page last there. */
function updateBody(values: Values, saved: Values): AdminSitePageUpdate {
  const body: AdminSitePageUpdate = {};
  if (values.title.trim() !== saved.title) body.title = values.title.trim();
  const slug = values.slug.trim();
  if (slug && slug !== saved.slug) body.slug = slug;
  if (values.body_html !== saved.body_html) body.body_html = values.body_html;
  if (values.status !== saved.status) body.status = values.status;
  if (values.placement !== saved.placement) body.placement = values.placement;
  return body;
}

export interface SitePageFormProps {
  /** The page as saved; null for a new one. */
  page: AdminSitePage | null;
  /** A message to show once (a page just created, reopened at its own address). */
  initialNotice?: string | null;
}

/** A page's title, slug, body, status and placement, its Save, and its revisions. */
export function SitePageForm({ page, initialNotice = null }: SitePageFormProps) {
  const { t } = useTranslation(ADMIN_SITE_PAGES_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<AdminSitePage | null>(page);
  const [values, setValues] = useState<Values>(() => valuesOf(page));
  // A new key starts the body editor again from the saved body (after a restore).
  const [bodySeed, setBodySeed] = useState(() => ({ key: 0, html: page?.body_html ?? '' }));
  const [titleError, setTitleError] = useState(false);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const allowLeave = useRef(false);

  const savedValues = valuesOf(saved);
  const dirty = !sameValues(values, savedValues);
  const blocker = useLeaveGuard(dirty, allowLeave);

  const save = useMutation({
    mutationFn: (current: Values) =>
      saved
        ? updateSitePage(saved.id, updateBody(current, savedValues))
        : createSitePage(createBody(current)),
    onSuccess: async (result, current) => {
      queryClient.setQueryData(sitePageKeys.page(result.id), result);
      await refreshAfterSitePageChange(queryClient);
      if (!saved) {
        allowLeave.current = true;
        void navigate(`/admin/pages/${result.id}`, {
          replace: true,
          state: { notice: t('editor.created', { title: result.title }) },
        });
        return;
      }
      setSaved(result);
      // What the editor typed meanwhile stays; the fields the server rewrote (a slug) follow it.
      setValues((now) => (sameValues(now, current) ? valuesOf(result) : now));
      setNotice(t('editor.saved', { title: result.title }));
    },
  });

  const serverErrors = save.isError ? fieldErrors(save.error, { conflictField: 'slug' }) : {};
  const generalError =
    save.isError && Object.keys(serverErrors).length === 0
      ? failureMessage(save.error, t('editor.saveFailed'))
      : null;

  const setField = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((now) => ({ ...now, [field]: value }));
  const onBodyChange = useCallback(
    (html: string) => setValues((now) => ({ ...now, body_html: html })),
    [],
  );

  const submit = () => {
    if (!values.title.trim()) {
      setTitleError(true);
      return;
    }
    save.mutate(values);
  };

  const slugPreview = values.slug.trim() || saved?.slug || '…';

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        noValidate
        aria-labelledby="site-page-fields"
        onSubmit={(event) => {
          event.preventDefault();
          // The body editor's link, image and embed dialogs are forms in portals: their submit
          // events bubble here through React's tree, and are theirs, not a save.
          if (event.target === event.currentTarget) submit();
        }}
      >
        <SettingsSection id="site-page-fields" title={t('editor.fields')}>
          <Stack spacing={2.5} sx={{ mt: 1 }}>
            {generalError && (
              <Alert severity="error" role="alert">
                {generalError}
              </Alert>
            )}
            <TextField
              label={t('editor.titleLabel')}
              value={values.title}
              required
              onChange={(event) => {
                setTitleError(false);
                setField('title', event.target.value);
              }}
              error={titleError || Boolean(serverErrors['title'])}
              helperText={titleError ? t('editor.titleRequired') : serverErrors['title']}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('editor.slugLabel')}
              value={values.slug}
              onChange={(event) => setField('slug', event.target.value)}
              error={Boolean(serverErrors['slug'])}
              helperText={
                serverErrors['slug'] ??
                (saved
                  ? t('editor.slugHintEdit', { slug: slugPreview })
                  : t('editor.slugHint', { slug: slugPreview }))
              }
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
            />
            <Box>
              <Typography
                id="site-page-body-label"
                variant="subtitle2"
                component="p"
                sx={{ mb: 1 }}
              >
                {t('editor.body')}
              </Typography>
              <RichTextEditorEntry
                key={bodySeed.key}
                id="site-page-body"
                labelledBy="site-page-body-label"
                initialHtml={bodySeed.html}
                editable
                onChange={onBodyChange}
              />
              {serverErrors['body_html'] && (
                <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
                  {serverErrors['body_html']}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <TextField
                select
                label={t('editor.statusLabel')}
                value={values.status}
                onChange={(event) => setField('status', event.target.value as SitePageStatus)}
                sx={{ minWidth: 200 }}
              >
                {SITE_PAGE_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('editor.placementLabel')}
                value={values.placement}
                helperText={t('editor.placementHint')}
                onChange={(event) => setField('placement', event.target.value as SitePagePlacement)}
                sx={{ minWidth: 240 }}
              >
                {SITE_PAGE_PLACEMENTS.map((placement) => (
                  <MenuItem key={placement} value={placement}>
                    {t(`placement.${placement}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                type="submit"
                variant="contained"
                startIcon={<Save />}
                disabled={save.isPending}
              >
                {save.isPending ? t('editor.saving') : t('editor.save')}
              </Button>
              {saved?.status === 'published' && (
                <Button component={RouterLink} to={SITE_PAGE_ROUTES.page(saved.slug)}>
                  {t('editor.view')}
                </Button>
              )}
            </Box>
          </Stack>
        </SettingsSection>
      </Box>

      {saved && (
        <SitePageRevisionsPanel
          page={saved}
          dirty={dirty}
          onRestored={(restored, revision) => {
            setSaved(restored);
            setValues(valuesOf(restored));
            setBodySeed((seed) => ({ key: seed.key + 1, html: restored.body_html }));
            setNotice(t('revisions.restored', { revision }));
          }}
        />
      )}

      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('leave.title')}
          text={t('leave.text')}
          confirmLabel={t('leave.confirm')}
          cancelLabel={t('cancel')}
          tone="error"
          pending={false}
          error={null}
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        />
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
