import { ADMIN_ROUTES, LANGUAGES, type AdminArticle, type Language } from '@helionews/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { categoryOptionsQueryOptions } from '../api/lookups';
import { emptyArticleForm, formFromArticle, isFutureLocal } from '../article-form';
import {
  isEditorRole,
  isOwnArticle,
  mayDeleteArticle,
  mayEditArticle,
  workflowActions,
} from '../article-workflow';
import { RevisionsPanel } from '../revisions/RevisionsPanel';
import { useArticleSaver } from '../use-article-saver';
import { ArticleActionDialog } from './ArticleActionDialog';
import { ArticleContentSection } from './ArticleContentSection';
import { ArticleFields } from './ArticleFields';
import { ArticleStatusChip } from './ArticleStatusChip';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog';
import { HistoryPanel } from './HistoryPanel';
import { RejectionNotice } from './RejectionNotice';
import { SaveStatus } from './SaveStatus';
import { useEditorActions } from './use-editor-actions';
import { useLeaveGuard } from '@/features/admin/shared/use-leave-guard';
import { WorkflowBar } from './WorkflowBar';

export interface ArticleEditorProps {
  /** null: a new article, created on its first save. */
  article: AdminArticle | null;
  onCreated: (article: AdminArticle) => void;
}

/** The article editor: text, fields, workflow, autosave, revisions and history. */
export function ArticleEditor({ article: initialArticle, onCreated }: ArticleEditorProps) {
  const { t, i18n } = useTranslation(ADMIN_ARTICLES_NS);
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
  const actions = useEditorActions(saver, editable, allowLeave);
  const { dialog, setDialog, setNotice } = actions;
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
  const blocker = useLeaveGuard(saver.dirty, allowLeave);

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
        busy={actions.busy}
        dirty={saver.dirty}
        onSave={actions.onSave}
        onAction={actions.onAction}
        onDelete={() => article && setDialog({ kind: 'delete', article })}
        onPreview={actions.onPreview}
        onSendAsNewsletter={
          article && editorRole && status === 'published'
            ? () => setDialog({ kind: 'newsletter', article })
            : undefined
        }
      />

      {status === 'rejected' && <RejectionNotice reason={article?.review_note ?? null} />}
      {readOnlyReason && <Alert severity="info">{readOnlyReason}</Alert>}
      {actions.actionError && (
        <Alert severity="error" role="alert" onClose={actions.clearActionError}>
          {actions.actionError}
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ArticleContentSection
            values={values}
            setField={setField}
            editable={editable}
            errors={actions.shownErrors}
            serverErrors={actions.serverErrors}
            bodySeed={bodySeed}
            onBodyChange={onBodyChange}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <ArticleFields
              values={values}
              errors={actions.shownErrors}
              serverErrors={actions.serverErrors}
              disabled={!editable}
              categories={categories.data}
              categoriesError={categories.error}
              onRetryCategories={() => void categories.refetch()}
              setField={setField}
              writerName={writerName}
              mayCreateTags={editorRole}
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
          pending={actions.busy}
          error={null}
          onConfirm={actions.archive}
          onClose={() => setDialog(null)}
          cancelLabel={t('actions.cancel')}
          text={status === 'published' ? t('archive.textPublished') : t('archive.text')}
        />
      )}
      {dialog && dialog.kind !== 'archive' && (
        <ArticleActionDialog
          action={dialog}
          onClose={() => setDialog(null)}
          onDone={actions.actionDone}
        />
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('leave.title')}
          confirmLabel={t('leave.confirm')}
          tone="error"
          pending={false}
          error={null}
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
          cancelLabel={t('actions.cancel')}
          text={t('leave.text')}
        />
      )}
      <SuccessNotice message={actions.notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
