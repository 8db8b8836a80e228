import { ADMIN_ROUTES, type AdminArticle } from '@helionews/contracts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { ARTICLE_CLIENT_ERRORS } from '../api/articles';
import {
  blocksSaving,
  fromLocalInput,
  isFutureLocal,
  validateArticleForm,
  type ArticleField,
  type FieldErrors,
} from '../article-form';
import { ACTION_TARGET, type WorkflowAction } from '../article-workflow';
import { errorText, serverFieldErrors } from '../error-text';
import type { ArticleSaver, SaveOptions } from '../use-article-saver';
import type { ArticleAction } from './ArticleActionDialog';

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

/** The editor's open dialog: an action with its own call, or the archive confirmation. */
export type EditorDialog = ArticleAction | { kind: 'archive' } | null;

/**
 * What the editor's buttons do: save, the workflow actions (each checked first), the preview
 * and the dialogs they open, with the errors and notices they leave on screen.
 */
export function useEditorActions(
  saver: ArticleSaver,
  editable: boolean,
  allowLeaveRef: RefObject<boolean>,
) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const navigate = useNavigate();
  const { article, values } = saver;
  const isNew = article === null;
  const [notice, setNotice] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<EditorDialog>(null);

  // Until the writer tries to save, a field they have not filled yet is not an error.
  const errors = validateArticleForm(values, isNew);
  const shownErrors: FieldErrors = attempted
    ? errors
    : Object.fromEntries(
        Object.entries(errors).filter(
          ([, error]) => error.key !== 'required' && error.key !== 'altRequired',
        ),
      );

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
    allowLeaveRef.current = true;
    void navigate(ADMIN_ROUTES.articlePreview(article.id));
  };

  return {
    shownErrors,
    serverErrors,
    actionError,
    clearActionError: () => setActionError(null),
    busy,
    notice,
    setNotice,
    dialog,
    setDialog,
    onSave,
    onAction: (action: WorkflowAction) => void onAction(action),
    onPreview: () => void onPreview(),
    /** The archive confirmation's answer: save with the archived status. */
    archive: () => {
      setDialog(null);
      void runSave({ status: 'archived' }, t('notices.archive', { title: values.title.trim() }));
    },
    /** An action dialog's call went through: take the changed article, or go back to the list. */
    actionDone: (message: string, changed: AdminArticle | null) => {
      setDialog(null);
      if (changed) {
        saver.replace(changed, false);
        setNotice(message);
      } else {
        allowLeaveRef.current = true;
        void navigate(ADMIN_ROUTES.articles, { state: { notice: message } });
      }
    },
  };
}
