import type { AdminArticle, AdminArticleCreate, AdminArticleUpdate } from '@helionews/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { articleChanged, createArticle, updateArticle } from './api/articles';
import {
  ARTICLE_FIELDS,
  blocksSaving,
  changedFields,
  formFromArticle,
  sameFieldValue,
  sameTagIds,
  toCreatePayload,
  toUpdatePayload,
  validateArticleForm,
  type ArticleField,
  type ArticleFormValues,
} from './article-form';

/** A draft is saved this long after the last change (issue 8: autosave of drafts). */
export const AUTOSAVE_DELAY_MS = 3000;

export type WriteStatus = NonNullable<AdminArticleUpdate['status']>;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; autosave: boolean }
  | { kind: 'saved'; at: Date; autosave: boolean }
  | { kind: 'failed'; error: unknown; autosave: boolean; values: ArticleFormValues };

export interface SaveOptions {
  /** Move the article to this status in the same request. */
  status?: WriteStatus;
  /** Fields to send whatever the form says (e.g. publish_at: now for "Publish now"). */
  extra?: Partial<Pick<AdminArticleUpdate, 'publish_at'>>;
  autosave?: boolean;
}

interface Saved {
  article: AdminArticle | null;
  /** The form's values as last saved: what "unsaved changes" compares with. */
  values: ArticleFormValues;
}

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The baseline after a save: the server's answer, except where it only differs from what was sent
 * by trimming (kept as typed) and for the body (the editor's own HTML stays the reference, so the
 * server's sanitized copy never shows as an unsaved change).
 */
function baselineAfterSave(sent: ArticleFormValues, article: AdminArticle): ArticleFormValues {
  const server = formFromArticle(article);
  const baseline = { ...server };
  for (const field of ARTICLE_FIELDS) {
    if (field === 'body_html') baseline.body_html = sent.body_html;
    else if (field === 'language') baseline.language = server.language;
    // A new article's '' (the default) is answered with the access the server chose.
    else if (field === 'access') baseline.access = server.access;
    // The same tags in the order they were picked stay as picked (the server sorts them).
    else if (field === 'tag_ids') {
      if (sameTagIds(sent.tag_ids, server.tag_ids)) baseline.tag_ids = sent.tag_ids;
    } else if (same(sent[field], server[field])) baseline[field] = sent[field];
  }
  return baseline;
}

export interface ArticleSaver {
  article: AdminArticle | null;
  values: ArticleFormValues;
  saved: ArticleFormValues;
  dirtyFields: ArticleField[];
  dirty: boolean;
  state: SaveState;
  setField: <K extends ArticleField>(field: K, value: ArticleFormValues[K]) => void;
  /** Saves what changed (a new article: creates it). Resolves with the article, throws on failure. */
  save: (options?: SaveOptions) => Promise<AdminArticle>;
  /** The server changed the article (approve, reject, restore): take its version. */
  replace: (article: AdminArticle, resetForm: boolean) => void;
}

/**
 * The editor's form and its saving: one request at a time, only the changed fields, and while the
 * article is a draft an autosave AUTOSAVE_DELAY_MS after the last change (`autosave: true`).
 */
export function useArticleSaver(
  initialArticle: AdminArticle | null,
  initialValues: ArticleFormValues,
  onCreated: (article: AdminArticle) => void,
): ArticleSaver {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initialValues);
  const [saved, setSaved] = useState<Saved>({ article: initialArticle, values: initialValues });
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const valuesRef = useRef(values);
  const savedRef = useRef(saved);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const commitValues = (next: ArticleFormValues) => {
    valuesRef.current = next;
    setValues(next);
  };
  const commitSaved = (next: Saved) => {
    savedRef.current = next;
    setSaved(next);
  };

  const setField = useCallback(<K extends ArticleField>(field: K, value: ArticleFormValues[K]) => {
    commitValues({ ...valuesRef.current, [field]: value });
  }, []);

  const run = async (options: SaveOptions): Promise<AdminArticle> => {
    const autosave = options.autosave ?? false;
    const sent = valuesRef.current;
    const { article } = savedRef.current;
    let request: Promise<AdminArticle>;
    if (article === null) {
      const payload: AdminArticleCreate = toCreatePayload(sent);
      if (options.status) payload.status = options.status;
      request = createArticle({ ...payload, ...options.extra });
    } else {
      const payload: AdminArticleUpdate = {
        ...toUpdatePayload(sent, changedFields(sent, savedRef.current.values)),
        ...options.extra,
      };
      if (options.status && options.status !== article.status) payload.status = options.status;
      if (Object.keys(payload).length === 0) return article;
      if (autosave) payload.autosave = true;
      request = updateArticle(article.id, payload);
    }

    setState({ kind: 'saving', autosave });
    try {
      const result = await request;
      const baseline = baselineAfterSave(sent, result);
      // Fields not touched since this save was sent take the server's value (a derived slug).
      const current = valuesRef.current;
      const next: ArticleFormValues = { ...current };
      let changed = false;
      const take = <K extends ArticleField>(field: K) => {
        next[field] = baseline[field];
      };
      for (const field of ARTICLE_FIELDS) {
        if (
          field !== 'body_html' &&
          sameFieldValue(field, current, sent) &&
          !sameFieldValue(field, current, baseline)
        ) {
          take(field);
          changed = true;
        }
      }
      if (changed) commitValues(next);
      commitSaved({ article: result, values: baseline });
      setState({ kind: 'saved', at: new Date(), autosave });
      void articleChanged(queryClient, result, result.id);
      if (article === null) onCreatedRef.current(result);
      return result;
    } catch (error) {
      setState({ kind: 'failed', error, autosave, values: sent });
      throw error;
    }
  };
  // `save` keeps one identity (autosave timers hold it) and calls this render's `run`.
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });

  const save = useCallback(async (options: SaveOptions = {}): Promise<AdminArticle> => {
    // One request at a time: a save asked for during another waits for it, then sends what is
    // still unsaved (so a new article is never created twice).
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const promise = runRef.current(options);
    inFlight.current = promise;
    try {
      return await promise;
    } finally {
      if (inFlight.current === promise) inFlight.current = null;
    }
  }, []);

  const replace = useCallback((article: AdminArticle, resetForm: boolean) => {
    const server = formFromArticle(article);
    if (resetForm) {
      commitValues(server);
      commitSaved({ article, values: server });
    } else {
      commitSaved({ article, values: { ...savedRef.current.values } });
    }
    setState({ kind: 'idle' });
  }, []);

  const dirtyFields = changedFields(values, saved.values);
  const dirty = dirtyFields.length > 0;
  const status = saved.article?.status ?? 'draft';
  const autosaveOn = status === 'draft';
  const autosaveBlocked = blocksSaving(validateArticleForm(values, saved.article === null));

  useEffect(() => {
    if (!autosaveOn || !dirty || autosaveBlocked) return;
    // A failed autosave waits for the next change (or the retry button), not a loop of failures.
    if (state.kind === 'failed' && state.autosave && state.values === values) return;
    const timer = setTimeout(() => {
      save({ autosave: true }).catch(() => undefined);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, saved, autosaveOn, dirty, autosaveBlocked, state, save]);

  return {
    article: saved.article,
    values,
    saved: saved.values,
    dirtyFields,
    dirty,
    state,
    setField,
    save,
    replace,
  };
}
