import { ADMIN_ROUTES, LANGUAGES, type AdminArticle, type Language } from '@helionews/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useBlocker, useLocation, useNavigate } from 'react-router';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { ARTICLE_CLIENT_ERRORS } from '../api/articles';
import { categoryOptionsQueryOptions } from '../api/lookups';
import {
  blocksSaving,
  emptyArticleForm,
  FIELD_MAX_LENGTHS,
  formFromArticle,
  fromLocalInput,
  isFutureLocal,
  validateArticleForm,
  type ArticleField,
  type FieldErrors,
} from '../article-form';
import {
  ACTION_TARGET,
  isEditorRole,
  isOwnArticle,
  mayDeleteArticle,
  mayEditArticle,
  workflowActions,
  type WorkflowAction,
} from '../article-workflow';
import { errorText, serverFieldErrors } from '../error-text';
import { RevisionsPanel } from '../revisions/RevisionsPanel';
import { useArticleSaver, type SaveOptions } from '../use-article-saver';
import { ArticleActionDialog, type ArticleAction } from './ArticleActionDialog';
import { ArticleFields } from './ArticleFields';
import { ArticleStatusChip } from './ArticleStatusChip';
import { ConfirmDialog } from './ConfirmDialog';
import { RichTextEditor } from './editor/RichTextEditor';
import { HistoryPanel } from './HistoryPanel';
import { RejectionNotice } from './RejectionNotice';
import { SaveStatus } from './SaveStatus';
import { WorkflowBar } from './WorkflowBar';

/** Actions that put the article before readers or reviewers: every field must be right. */
const STRICT_ACTIONS: ReadonlySet<WorkflowAction> = new Set([
  'submit',
  'publish',
  'schedule',
  'approve',
]);

/** Where focus goes when a save is refused: the first field in the order the form shows them. */
const FIELD_ORDER: ArticleField[] = [
  'title',
  'summary',
  'category',
  'language',
  'author',
  'slug',
  'image_url',
  'image_alt',
  'publish_at',
  'unpublish_at',
  'seo_title',
  'seo_description',
];

export interface ArticleEditorProps {
  /** null: a new article, created on its first save. */
  article: AdminArticle | null;
  onCreated: (article: AdminArticle) => void;
}

/** The article editor: text, fields, workflow, autosave, revisions and history. */
export function ArticleEditor({ article: initialArticle, onCreated }: ArticleEditorProps) {
  const { t, i18n } = useTranslation(ADMIN_ARTICLES_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const access = useAdminAccess().data;
  const caller = { role: access?.role ?? null, userId: access?.user.id ?? -1 };
  const editorRole = isEditorRole(caller.role);

  const allowLeave = useRef(false);
  const [initialValues] = useState(() => {
    if (initialArticle) return formFromArticle(initialArticle);
    const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
    const language = (LANGUAGES as readonly string[]).includes(uiLanguage)
      ? (uiLanguage as Language)
      : 'en';
    return emptyArticleForm(language);
  });
  const saver = useArticleSaver(initialArticle, initialValues, (created) => {
    allowLeave.current = true;
    onCreated(created);
  });
  const { article, values, setField } = saver;
  const isNew = article === null;
  const editable = isNew || mayEditArticle(article, caller);
  // Who signs the article when its Byline is left empty: its writer, or whoever creates it now.
  const writer = article ? article.created_by : (access?.user ?? null);
  const writerName = writer ? (writer.display_name ?? writer.username) : '';

  const categories = useQuery(categoryOptionsQueryOptions());
  const [notice, setNotice] = useState<string | null>(null);
  // The body the editor starts from: the article's, again after a revision is restored.
  const [bodySeed, setBodySeed] = useState({ key: 0, html: initialValues.body_html });
  const onBodyChange = useCallback((html: string) => setField('body_html', html), [setField]);
  const { replace } = saver;
  const onRestored = useCallback(
    (restored: AdminArticle) => {
      replace(restored, true);
      setBodySeed((seed) => ({ key: seed.key + 1, html: restored.body_html }));
      setNotice(t('notices.restored'));
    },
    [replace, t, setNotice],
  );
  const [attempted, setAttempted] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<ArticleAction | { kind: 'archive' } | null>(null);

  // Until the writer tries to save, a field they have not filled yet is not an error.
  const errors = validateArticleForm(values, isNew);
  const shownErrors: FieldErrors = attempted
    ? errors
    : Object.fromEntries(
        Object.entries(errors).filter(
          ([, error]) => error.key !== 'required' && error.key !== 'altRequired',
        ),
      );

  // Leaving with unsaved changes asks first; so does closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      saver.dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    allowLeave.current = false;
  }, [location.pathname]);
  useEffect(() => {
    if (!saver.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver.dirty]);

  const refuse = (found: FieldErrors) => {
    setAttempted(true);
    setActionError(t('form.fixErrors'));
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`article-field-${first}`)?.focus();
  };

  /** Saves; the article as saved, or null when the save failed (the error is on screen). */
  const runSave = async (
    options: SaveOptions,
    success: string | null,
  ): Promise<AdminArticle | null> => {
    setActionError(null);
    setServerErrors({});
    setBusy(true);
    try {
      const saved = await saver.save(options);
      if (success) setNotice(success);
      return saved;
    } catch (error) {
      setActionError(
        errorText(error, isNew ? t('errors.create') : ARTICLE_CLIENT_ERRORS.updateArticle),
      );
      setServerErrors(serverFieldErrors(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const onSave = () => {
    if (blocksSaving(errors)) {
      refuse(errors);
      return;
    }
    void runSave({}, null);
  };

  const onAction = async (action: WorkflowAction) => {
    const found = { ...errors };
    if (action === 'schedule' && !isFutureLocal(values.publish_at)) {
      found.publish_at = { key: 'publishAtFuture' };
    }
    const refused = STRICT_ACTIONS.has(action)
      ? Object.keys(found).length > 0
      : blocksSaving(found);
    if (refused) {
      refuse(found);
      return;
    }
    setActionError(null);
    if (action === 'approve' || action === 'reject') {
      const current = saver.dirty ? await runSave({}, null) : saver.article;
      if (current) setDialog({ kind: action, article: current });
      return;
    }
    if (action === 'archive') {
      setDialog({ kind: 'archive' });
      return;
    }
    const options: SaveOptions = { status: ACTION_TARGET[action] };
    if (action === 'schedule') options.extra = { publish_at: fromLocalInput(values.publish_at) };
    if (action === 'publish' && article?.status === 'scheduled')
      options.extra = { publish_at: new Date().toISOString() };
    await runSave(options, t(`notices.${action}`, { title: values.title.trim() }));
  };

  const onPreview = async () => {
    if (!article) return;
    if (editable && saver.dirty) {
      if (blocksSaving(errors)) {
        refuse(errors);
        return;
      }
      if ((await runSave({}, null)) === null) return;
    }
    allowLeave.current = true;
    void navigate(ADMIN_ROUTES.articlePreview(article.id));
  };

  const readOnlyReason = editable
    ? null
    : article && isOwnArticle(article, caller)
      ? t('editor.readOnlyOwn')
      : t('editor.readOnlyOther');
  const status = article?.status ?? null;
  const autosaveWaiting =
    (status === null || status === 'draft') && !values.title.trim() ? t('save.needsTitle') : null;

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button
          component={RouterLink}
          to={ADMIN_ROUTES.articles}
          startIcon={<ArrowBack />}
          sx={{ mb: 1 }}
        >
          {t('editor.back')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h4" component="h1">
            {isNew ? t('editor.newTitle') : t('editor.editTitle')}
          </Typography>
          {status && <ArticleStatusChip status={status} />}
          {editable && (
            <SaveStatus
              state={saver.state}
              dirty={saver.dirty}
              isNew={isNew}
              waitingFor={autosaveWaiting}
              onRetry={() => {
                saver
                  .save({ autosave: saver.state.kind === 'failed' && saver.state.autosave })
                  .catch(() => undefined);
              }}
            />
          )}
        </Box>
      </Box>

      <WorkflowBar
        articleId={article?.id ?? null}
        status={status}
        actions={
          editable ? workflowActions(status, editorRole, isFutureLocal(values.publish_at)) : []
        }
        editable={editable}
        mayDelete={article !== null && mayDeleteArticle(article, caller)}
        busy={busy}
        dirty={saver.dirty}
        onSave={onSave}
        onAction={(action) => void onAction(action)}
        onDelete={() => article && setDialog({ kind: 'delete', article })}
        onPreview={() => void onPreview()}
      />

      {status === 'rejected' && <RejectionNotice reason={article?.review_note ?? null} />}
      {readOnlyReason && <Alert severity="info">{readOnlyReason}</Alert>}
      {actionError && (
        <Alert severity="error" role="alert" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="article-content-heading"
            sx={{ p: { xs: 1.5, sm: 3 } }}
          >
            <Typography variant="h6" component="h2" id="article-content-heading" sx={{ mb: 2 }}>
              {t('form.sections.content')}
            </Typography>
            <Stack spacing={2.5}>
              <TextField
                id="article-field-title"
                label={t('form.title')}
                required
                fullWidth
                value={values.title}
                onChange={(event) => setField('title', event.target.value)}
                disabled={!editable}
                error={Boolean(shownErrors.title ?? serverErrors['title'])}
                helperText={
                  shownErrors.title
                    ? t(`form.errors.${shownErrors.title.key}`, { max: FIELD_MAX_LENGTHS.title })
                    : serverErrors['title']
                }
                slotProps={{
                  htmlInput: { maxLength: FIELD_MAX_LENGTHS.title, sx: { fontSize: '1.25rem' } },
                }}
              />
              <TextField
                id="article-field-summary"
                label={t('form.summary')}
                fullWidth
                multiline
                minRows={2}
                value={values.summary}
                onChange={(event) => setField('summary', event.target.value)}
                disabled={!editable}
                error={Boolean(shownErrors.summary ?? serverErrors['summary'])}
                helperText={
                  shownErrors.summary
                    ? t(`form.errors.${shownErrors.summary.key}`, {
                        max: FIELD_MAX_LENGTHS.summary,
                      })
                    : (serverErrors['summary'] ??
                      t('form.counter', {
                        count: values.summary.trim().length,
                        max: FIELD_MAX_LENGTHS.summary,
                      }))
                }
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.summary } }}
              />
              <Box>
                <Typography
                  id="article-body-label"
                  variant="subtitle2"
                  component="p"
                  sx={{ mb: 1 }}
                >
                  {t('form.body')}
                </Typography>
                <RichTextEditor
                  key={bodySeed.key}
                  id="article-body"
                  labelledBy="article-body-label"
                  initialHtml={bodySeed.html}
                  editable={editable}
                  onChange={onBodyChange}
                />
                {serverErrors['body_html'] && (
                  <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
                    {serverErrors['body_html']}
                  </Typography>
                )}
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <ArticleFields
              values={values}
              errors={shownErrors}
              serverErrors={serverErrors}
              disabled={!editable}
              categories={categories.data}
              categoriesError={categories.error}
              onRetryCategories={() => void categories.refetch()}
              setField={setField}
              writerName={writerName}
            />
            {article && (
              <RevisionsPanel
                article={article}
                mayRestore={editorRole}
                dirty={saver.dirty}
                onRestored={onRestored}
              />
            )}
            {article && editorRole && <HistoryPanel articleId={article.id} />}
          </Stack>
        </Grid>
      </Grid>

      {dialog && dialog.kind === 'archive' && (
        <ConfirmDialog
          title={t('archive.title', { title: values.title })}
          confirmLabel={t('archive.confirm')}
          pending={busy}
          error={null}
          onConfirm={() => {
            setDialog(null);
            void runSave(
              { status: 'archived' },
              t('notices.archive', { title: values.title.trim() }),
            );
          }}
          onClose={() => setDialog(null)}
        >
          {status === 'published' ? t('archive.textPublished') : t('archive.text')}
        </ConfirmDialog>
      )}
      {dialog && dialog.kind !== 'archive' && (
        <ArticleActionDialog
          action={dialog}
          onClose={() => setDialog(null)}
          onDone={(message, changed) => {
            setDialog(null);
            if (changed) {
              saver.replace(changed, false);
              setNotice(message);
            } else {
              allowLeave.current = true;
              void navigate(ADMIN_ROUTES.articles, { state: { notice: message } });
            }
          }}
        />
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('leave.title')}
          confirmLabel={t('leave.confirm')}
          destructive
          pending={false}
          error={null}
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        >
          {t('leave.text')}
        </ConfirmDialog>
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
