import {
  COMMENT_BODY_MAX_LENGTH,
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_REPORT_REASON_MAX_LENGTH,
  ROUTES,
  type Comment,
  type CommentEntry,
  type CommentSort,
  type CommentViewer,
} from '@helionews/contracts';
import { formatLongDate, formatRelativeTime } from '@/lib/format-date';
import { followStoryStream } from '@/lib/story-stream';
import { commentErrorText, type ReaderAction } from '../comment-errors';
import { COMMENTS_ANCHOR } from './anchor';
import { CommentCallError, commentApi, newIdempotencyKey, type CommentApi } from './api';
import { commentBody } from './body';
import { h, syncChildren } from './dom';
import { loadCommentTexts, type Translate } from './texts';
import {
  commentTotal,
  visibleComments,
  withArrivedComment,
  withoutComment,
  type CommentPages,
} from './thread-data';

/** The relative times move on by themselves this often. */
const CLOCK_TICK_MS = 30_000;
const SORTS: readonly CommentSort[] = ['newest', 'oldest'];
const EDIT_WINDOW_MS = COMMENT_EDIT_WINDOW_MINUTES * 60 * 1000;
export { COMMENTS_ANCHOR };

export interface ThreadOptions {
  storyId: number;
  /** The publication the calls name (X-Tenant-ID). */
  tenant: string;
  language: string;
  /** Where the thread's texts come from (tests give their own). */
  texts?: Translate;
  /** The calls (tests give their own). */
  api?: CommentApi;
  /** Follows the realtime stream; false in tests. */
  live?: boolean;
}

/** Characters as the server counts them (code points), once trimmed. */
export function bodyLength(value: string): number {
  return [...value.trim()].length;
}

export type ComposerField = 'required' | 'tooLong' | null;

export function composerFieldError(value: string, max = COMMENT_BODY_MAX_LENGTH): ComposerField {
  const length = bodyLength(value);
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : null;
}

/** The author may still change a comment posted less than 15 minutes ago (ADR 020). */
export function canStillEdit(comment: CommentEntry, now: number): boolean {
  return now - new Date(comment.created_at).getTime() < EDIT_WINDOW_MS;
}

/** The reader's way to /login and back here (under the page's /tenant/{slug} prefix, if any). */
export function signInHref(): string {
  const { pathname, search } = window.location;
  const prefix = /^\/tenant\/[^/]+/.exec(pathname)?.[0] ?? '';
  const back = encodeURIComponent(`${pathname}${search}#${COMMENTS_ANCHOR}`).replace(/%2F/g, '/');
  return `${prefix}${ROUTES.login}?returnTo=${back}`;
}

let fieldSequence = 0;
const nextId = (name: string) => {
  fieldSequence += 1;
  return `hn-c-${name}-${fieldSequence}`;
};

type Viewer =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; id: number | null; banned: boolean };

interface ComposerOptions {
  label: string;
  submitLabel: string;
  initialValue?: string;
  /** The text's limit and its texts (a report's reason has its own). */
  max?: number;
  requiredText?: string;
  tooLongKey?: string;
  /** Sends the trimmed text; rejects with the text of the failure to show. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A story's comments, in plain DOM code (ADR 022): the approved comments, newest or oldest first,
 * a page at a time, those approved while the page is open (the realtime stream), and what a
 * signed-in reader may do: write, reply, edit and delete their own, report others'. The reader's
 * own held comments show to them alone, marked as awaiting moderation; a banned reader is told
 * why instead of being offered a form. Mounted into the frame the server rendered
 * (`[data-comments-thread]` inside `section#comments`).
 */
export async function mountCommentThread(
  root: HTMLElement,
  options: ThreadOptions,
): Promise<() => void> {
  const { storyId, language } = options;
  const api = options.api ?? commentApi(options.tenant);
  const t = options.texts ?? (await loadCommentTexts(language));
  const number = new Intl.NumberFormat(language);
  const section = root.closest('section');
  const heading = section?.querySelector<HTMLElement>('[data-comments-heading]') ?? null;

  let sort: CommentSort = 'newest';
  let data: CommentPages | null = null;
  let listError: unknown = null;
  let loading = true;
  let loadingMore = false;
  let viewer: Viewer = api.hasSession() ? { status: 'unknown' } : { status: 'signedOut' };
  let mine: CommentViewer = { banned: false, held: [], reported: [] };
  let now = Date.now();
  let postKey: { body: string; key: string } | null = null;
  let stopped = false;

  /* The frame's parts ------------------------------------------------------------------------ */

  const writeArea = h('div', { class: 'hn-c-write' });
  const status = h('div', { role: 'status', class: 'hn-c-status' });
  const sortGroup = h('div', {
    role: 'group',
    class: 'hn-c-sort',
    'aria-label': t('commentThread.sortLabel'),
  });
  const sortButtons = SORTS.map((value) => {
    const button = h(
      'button',
      { type: 'button', class: 'hn-c-toggle', 'aria-pressed': String(value === sort) },
      t(`commentThread.sort.${value}`),
    );
    button.addEventListener('click', () => void changeSort(value));
    return button;
  });
  sortGroup.append(...sortButtons);
  const toolbar = h('div', { class: 'hn-c-toolbar' }, sortGroup);
  const body = h('div', { class: 'hn-c-body' });
  const list = h('ol', { class: 'hn-c-list' });
  const moreButton = h(
    'button',
    { type: 'button', class: 'hn-c-button hn-c-outlined' },
    t('commentThread.more'),
  );
  const more = h('div', { class: 'hn-c-more', hidden: true }, moreButton);
  moreButton.addEventListener('click', () => void loadMore());

  root.replaceChildren(writeArea, status, toolbar, body, more);
  section?.querySelector('[data-comments-placeholder]')?.setAttribute('hidden', '');

  /* Notices ---------------------------------------------------------------------------------- */

  /** A notice in a status region, with a close button; null clears it. */
  const showNotice = (region: HTMLElement, text: string | null) => {
    if (text === null) {
      region.replaceChildren();
      return;
    }
    const close = h(
      'button',
      { type: 'button', class: 'hn-c-close', 'aria-label': t('commentThread.close') },
      '×',
    );
    close.addEventListener('click', () => region.replaceChildren());
    region.replaceChildren(h('div', { class: 'hn-c-alert hn-c-info' }, h('span', {}, text), close));
  };

  /* Composer --------------------------------------------------------------------------------- */

  function composer(options: ComposerOptions): {
    form: HTMLFormElement;
    field: HTMLTextAreaElement;
  } {
    const max = options.max ?? COMMENT_BODY_MAX_LENGTH;
    const fieldId = nextId('field');
    const errorId = nextId('error');
    const counterId = nextId('counter');
    const field = h('textarea', {
      id: fieldId,
      class: 'hn-c-field',
      rows: 3,
      required: true,
      'aria-describedby': `${errorId} ${counterId}`,
    });
    field.value = options.initialValue ?? '';
    const error = h('span', { id: errorId, class: 'hn-c-error' });
    const counter = h('span', { id: counterId, class: 'hn-c-counter' });
    const failure = h('div', { role: 'alert', class: 'hn-c-failure' });
    const submit = h(
      'button',
      { type: 'submit', class: 'hn-c-button hn-c-contained' },
      options.submitLabel,
    );
    const buttons = h('div', { class: 'hn-c-buttons' });
    let cancel: HTMLButtonElement | null = null;
    if (options.onCancel) {
      cancel = h(
        'button',
        { type: 'button', class: 'hn-c-button' },
        t('commentThread.composer.cancel'),
      );
      cancel.addEventListener('click', options.onCancel);
      buttons.append(cancel);
    }
    buttons.append(submit);
    const form = h(
      'form',
      { class: 'hn-c-form', novalidate: true },
      h(
        'label',
        { for: fieldId, class: 'hn-c-label' },
        options.label,
        h('span', { 'aria-hidden': 'true' }, ' *'),
      ),
      field,
      h('div', { class: 'hn-c-help' }, error, counter),
      failure,
      buttons,
    );
    let touched = false;
    const refresh = () => {
      const length = bodyLength(field.value);
      counter.textContent = t('commentThread.composer.counter', {
        length: number.format(length),
        max: number.format(max),
      });
      counter.classList.toggle('hn-c-over', length > max);
      const problem = touched ? composerFieldError(field.value, max) : null;
      error.textContent =
        problem === 'required'
          ? (options.requiredText ?? t('commentThread.composer.required'))
          : problem === 'tooLong'
            ? t(options.tooLongKey ?? 'commentThread.composer.tooLong', { max: number.format(max) })
            : '';
      field.setAttribute('aria-invalid', String(problem !== null));
    };
    field.addEventListener('input', refresh);
    field.addEventListener('blur', () => {
      if (field.value !== (options.initialValue ?? '')) {
        touched = true;
        refresh();
      }
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      touched = true;
      refresh();
      if (composerFieldError(field.value, max) !== null) {
        field.focus();
        return;
      }
      submit.disabled = true;
      submit.setAttribute('aria-busy', 'true');
      if (cancel) cancel.disabled = true;
      failure.replaceChildren();
      options
        .onSubmit(field.value.trim())
        .then(() => {
          field.value = '';
          touched = false;
          refresh();
        })
        .catch((reason: unknown) => {
          failure.replaceChildren(
            h(
              'div',
              { class: 'hn-c-alert hn-c-error-alert' },
              reason instanceof Error ? reason.message : String(reason),
            ),
          );
        })
        .finally(() => {
          submit.disabled = false;
          submit.removeAttribute('aria-busy');
          if (cancel) cancel.disabled = false;
        });
    });
    refresh();
    return { form, field };
  }

  /* Dialogs ---------------------------------------------------------------------------------- */

  /**
   * A modal dialog (the native one: focus kept inside, Escape closes it) that leaves the page
   * when closed; focus goes back to `opener`.
   */
  function openDialog(
    opener: HTMLElement,
    build: (
      close: () => void,
      setBusy: (busy: boolean) => void,
    ) => { title: string; content: Node[] },
  ): void {
    const titleId = nextId('dialog-title');
    let busy = false;
    const dialog = h('dialog', { class: 'hn-c-dialog', 'aria-labelledby': titleId });
    const close = () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.remove();
      if (opener.isConnected) opener.focus();
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      if (!busy) close();
    });
    const { title, content } = build(close, (value) => {
      busy = value;
    });
    dialog.append(h('h2', { id: titleId, class: 'hn-c-dialog-title' }, title), ...content);
    root.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }

  function openDeleteDialog(opener: HTMLElement, comment: CommentEntry): void {
    openDialog(opener, (close, setBusy) => {
      const bodyId = nextId('dialog-body');
      const failure = h('div', { role: 'alert', class: 'hn-c-failure' });
      const cancel = h(
        'button',
        { type: 'button', class: 'hn-c-button', 'data-autofocus': true },
        t('commentThread.deleteDialog.cancel'),
      );
      const confirm = h(
        'button',
        { type: 'button', class: 'hn-c-button hn-c-contained hn-c-danger' },
        t('commentThread.deleteDialog.confirm'),
      );
      cancel.addEventListener('click', close);
      confirm.addEventListener('click', () => {
        setBusy(true);
        confirm.disabled = true;
        cancel.disabled = true;
        failure.replaceChildren();
        void removeComment(comment)
          .then(close)
          .catch((error: unknown) => {
            failure.replaceChildren(
              h(
                'div',
                { class: 'hn-c-alert hn-c-error-alert' },
                error instanceof Error ? error.message : String(error),
              ),
            );
          })
          .finally(() => {
            setBusy(false);
            confirm.disabled = false;
            cancel.disabled = false;
          });
      });
      return {
        title: t('commentThread.deleteDialog.title'),
        content: [
          h('p', { id: bodyId, class: 'hn-c-dialog-text' }, t('commentThread.deleteDialog.body')),
          failure,
          h('div', { class: 'hn-c-buttons' }, cancel, confirm),
        ],
      };
    });
  }

  function openReportDialog(opener: HTMLElement, comment: CommentEntry, onDone: () => void): void {
    openDialog(opener, (close, setBusy) => {
      const { form, field } = composer({
        label: t('commentThread.reportDialog.reason'),
        submitLabel: t('commentThread.reportDialog.submit'),
        max: COMMENT_REPORT_REASON_MAX_LENGTH,
        requiredText: t('commentThread.reportDialog.required'),
        tooLongKey: 'commentThread.reportDialog.tooLong',
        onCancel: close,
        onSubmit: async (reason) => {
          setBusy(true);
          try {
            await api.report(comment.id, reason);
          } catch (error) {
            throw new Error(commentErrorText(error, 'reportComment', t));
          } finally {
            setBusy(false);
          }
          if (!mine.reported.includes(comment.id)) mine.reported = [...mine.reported, comment.id];
          close();
          onDone();
        },
      });
      field.setAttribute('data-autofocus', '');
      form.querySelector('.hn-c-counter')?.setAttribute('hidden', '');
      return {
        title: t('commentThread.reportDialog.title'),
        content: [
          h('p', { class: 'hn-c-dialog-text' }, t('commentThread.reportDialog.description')),
          form,
        ],
      };
    });
  }

  /* One comment ------------------------------------------------------------------------------ */

  interface Item {
    element: HTMLLIElement;
    update: (comment: CommentEntry | Comment, held: boolean, replies: Element[]) => void;
    refreshTime: () => void;
  }

  const items = new Map<number, Item>();

  const failWith = (action: ReaderAction) => (error: unknown) => {
    throw new Error(commentErrorText(error, action, t));
  };

  function makeItem(initial: CommentEntry | Comment): Item {
    let comment: CommentEntry | Comment = initial;
    let held = false;
    let mode: 'read' | 'reply' | 'edit' = 'read';
    const element = h('li', { class: 'hn-c-item', 'data-comment-id': comment.id });
    const article = h('article', { class: 'hn-c-article' });
    const name = h('h3', { class: 'hn-c-name' });
    const time = h('time', {});
    const edited = h('span', { class: 'hn-c-edited' });
    const heldMark = h('span', { class: 'hn-c-held' }, t('commentThread.awaitingModeration'));
    const when = h('div', { class: 'hn-c-when' });
    const meta = h('div', { class: 'hn-c-meta' }, name, when);
    const textSlot = h('div', { class: 'hn-c-text-slot' });
    const actions = h('div', { class: 'hn-c-actions' });
    const notice = h('div', { role: 'status', class: 'hn-c-notice' });
    const replySlot = h('div', { class: 'hn-c-reply-slot' });
    const replies = h('ol', { class: 'hn-c-replies' });
    article.append(meta, textSlot, actions, notice, replySlot);
    element.append(article);

    const own = () =>
      viewer.status === 'signedIn' && viewer.id !== null && viewer.id === comment.author.id;
    const topLevel = () => comment.parent_id === null;

    const refreshTime = () => {
      time.textContent = formatRelativeTime(
        comment.created_at,
        language,
        // A clock a little behind the server's says "now", never "in 5 seconds".
        new Date(Math.max(now, Date.parse(comment.created_at))),
      );
    };

    const button = (label: string, text: string, onClick: (target: HTMLButtonElement) => void) => {
      const target = h(
        'button',
        { type: 'button', class: 'hn-c-button hn-c-small', 'aria-label': label },
        text,
      );
      target.addEventListener('click', () => onClick(target));
      return target;
    };

    const renderText = () => {
      if (mode === 'edit') {
        const { form, field } = composer({
          label: t('commentThread.composer.editLabel'),
          submitLabel: t('commentThread.composer.save'),
          initialValue: comment.body,
          onCancel: () => setMode('read'),
          onSubmit: async (text) => {
            const result = await api.update(comment.id, text).catch(failWith('updateComment'));
            setMode('read');
            if (result.status === 'pending') {
              if (data) data = withoutComment(data, comment.id);
              showNotice(status, t('commentThread.editPending'));
              await refreshMine();
              render();
              return;
            }
            showNotice(notice, t('commentThread.updated'));
            await Promise.all([reloadList(), refreshMine()]);
          },
        });
        textSlot.replaceChildren(form);
        field.focus();
      } else {
        textSlot.replaceChildren(commentBody(comment.body));
      }
    };

    const renderActions = () => {
      actions.replaceChildren();
      const writer = viewer.status === 'signedIn' && !viewer.banned;
      if (!writer || mode === 'edit') return;
      const author = comment.author.display_name;
      if (topLevel()) {
        actions.append(
          button(t('commentThread.replyTo', { name: author }), t('commentThread.reply'), () =>
            setMode(mode === 'reply' ? 'read' : 'reply'),
          ),
        );
      }
      if (own() && canStillEdit(comment, now)) {
        actions.append(
          button(t('commentThread.editComment'), t('commentThread.edit'), () => setMode('edit')),
        );
      }
      if (own()) {
        actions.append(
          button(t('commentThread.deleteComment'), t('commentThread.delete'), (target) =>
            openDeleteDialog(target, comment),
          ),
        );
      } else if (mine.reported.includes(comment.id)) {
        actions.append(
          h(
            'button',
            {
              type: 'button',
              class: 'hn-c-button hn-c-small',
              disabled: true,
              'aria-label': t('commentThread.reportedComment', { name: author }),
            },
            t('commentThread.reportedButton'),
          ),
        );
      } else if (!held) {
        actions.append(
          button(
            t('commentThread.reportComment', { name: author }),
            t('commentThread.report'),
            (target) =>
              openReportDialog(target, comment, () => {
                renderActions();
                showNotice(notice, t('commentThread.reported'));
                actions.querySelector('button')?.focus();
              }),
          ),
        );
      }
    };

    const renderReply = () => {
      if (mode !== 'reply' || !topLevel()) {
        replySlot.replaceChildren();
        return;
      }
      const author = comment.author.display_name;
      const { form, field } = composer({
        label: t('commentThread.composer.replyLabel', { name: author }),
        submitLabel: t('commentThread.composer.submitReply'),
        onCancel: () => setMode('read'),
        onSubmit: async (text) => {
          const result = await send(text, comment.id);
          setMode('read');
          showNotice(
            notice,
            result === 'pending' ? t('commentThread.pending') : t('commentThread.posted'),
          );
        },
      });
      replySlot.replaceChildren(form);
      field.focus();
    };

    function setMode(next: typeof mode) {
      const was = mode;
      mode = next;
      renderText();
      renderActions();
      renderReply();
      if (next === 'read' && was !== 'read') {
        // Back from a form: focus returns to the button that opened it.
        const label =
          was === 'edit'
            ? t('commentThread.editComment')
            : t('commentThread.replyTo', { name: comment.author.display_name });
        [...actions.querySelectorAll('button')]
          .find((b) => b.getAttribute('aria-label') === label)
          ?.focus();
      }
    }

    const update = (next: CommentEntry | Comment, isHeld: boolean, replyItems: Element[]) => {
      const changedText = next.body !== comment.body || textSlot.childElementCount === 0;
      comment = next;
      held = isHeld;
      element.classList.toggle('hn-c-is-held', held);
      name.replaceChildren(
        comment.author.display_name,
        ...(own() ? [h('span', { class: 'hn-c-you' }, ` (${t('commentThread.you')})`)] : []),
      );
      time.setAttribute('datetime', comment.created_at);
      time.title = formatLongDate(comment.created_at, language);
      refreshTime();
      const parts: Node[] = [time];
      if (comment.edited_at) {
        edited.textContent = t('commentThread.edited');
        edited.title = t('commentThread.editedAt', {
          date: formatLongDate(comment.edited_at, language),
        });
        parts.push(document.createTextNode(' · '), edited);
      }
      if (held) parts.push(document.createTextNode(' · '), heldMark);
      when.replaceChildren(...parts);
      if (changedText && mode !== 'edit') renderText();
      renderActions();
      if (replyItems.length > 0) {
        replies.setAttribute(
          'aria-label',
          t('commentThread.replies', { name: comment.author.display_name }),
        );
        syncChildren(replies, replyItems);
        if (!replies.isConnected) element.append(replies);
      } else {
        replies.replaceChildren();
        replies.remove();
      }
    };

    return { element, update, refreshTime };
  }

  /* Rendering -------------------------------------------------------------------------------- */

  function itemFor(
    comment: CommentEntry | Comment,
    held: boolean,
    replies: Element[],
  ): HTMLLIElement {
    let item = items.get(comment.id);
    if (!item) {
      item = makeItem(comment);
      items.set(comment.id, item);
    }
    item.update(comment, held, replies);
    return item.element;
  }

  function renderWriteArea(): void {
    if (viewer.status === 'unknown') {
      writeArea.replaceChildren();
      return;
    }
    if (viewer.status === 'signedOut') {
      if (writeArea.querySelector('a')) return;
      writeArea.replaceChildren(
        h(
          'a',
          { class: 'hn-c-button hn-c-outlined', href: signInHref() },
          t('commentThread.signIn'),
        ),
      );
      return;
    }
    if (viewer.banned) {
      writeArea.replaceChildren(
        h('p', { class: 'hn-c-alert hn-c-warning' }, t('commentThread.bannedNotice')),
      );
      return;
    }
    if (writeArea.querySelector('form')) return;
    const { form } = composer({
      label: t('commentThread.composer.label'),
      submitLabel: t('commentThread.composer.submit'),
      onSubmit: async (text) => {
        const result = await send(text);
        showNotice(
          status,
          result === 'pending' ? t('commentThread.pending') : t('commentThread.posted'),
        );
      },
    });
    writeArea.replaceChildren(form);
  }

  const loadingNote = h('p', { role: 'status', class: 'hn-c-quiet' }, t('commentThread.loading'));
  const emptyNote = h('p', { class: 'hn-c-quiet' }, t('commentThread.empty'));
  const errorText = h('span', {});
  const retry = h(
    'button',
    { type: 'button', class: 'hn-c-button hn-c-small' },
    t('commentThread.retry'),
  );
  retry.addEventListener('click', () => void reloadList());
  const errorBox = h(
    'div',
    { class: 'hn-c-alert hn-c-error-alert', role: 'alert' },
    errorText,
    retry,
  );
  /** What the thread's body shows; a node already shown stays as it is. */
  const showInBody = (node: Element) => {
    if (body.firstElementChild !== node || body.childElementCount !== 1) body.replaceChildren(node);
  };

  function render(): void {
    if (stopped) return;
    const total = commentTotal(data);
    if (heading) {
      heading.textContent =
        total === null
          ? t('commentThread.title')
          : t('commentThread.heading', { total: number.format(total) });
    }
    renderWriteArea();
    for (const [index, button] of sortButtons.entries()) {
      button.setAttribute('aria-pressed', String(SORTS[index] === sort));
    }
    if (loading && !data) {
      showInBody(loadingNote);
      more.hidden = true;
      return;
    }
    if (listError && !data) {
      errorText.textContent = commentErrorText(listError, 'fetchComments', t);
      showInBody(errorBox);
      more.hidden = true;
      return;
    }
    const shown = visibleComments(data);
    const shownIds = new Set(
      shown.flatMap((comment) => [comment.id, ...comment.replies.map((reply) => reply.id)]),
    );
    const held = mine.held.filter((entry) => !shownIds.has(entry.id));
    const heldReplies = (parentId: number) => held.filter((entry) => entry.parent_id === parentId);
    const heldTop = held.filter((entry) => entry.parent_id === null);
    const replyItems = (comment: CommentEntry, replies: readonly CommentEntry[]) => [
      ...replies.map((reply) => itemFor(reply, false, [])),
      ...heldReplies(comment.id).map((reply) => itemFor(reply, true, [])),
    ];
    const nodes = [
      ...heldTop.map((comment) => itemFor(comment, true, replyItems(comment, []))),
      ...shown.map((comment) => itemFor(comment, false, replyItems(comment, comment.replies))),
    ];
    const keep = new Set<number>([...shownIds, ...held.map((entry) => entry.id)]);
    for (const id of [...items.keys()]) if (!keep.has(id)) items.delete(id);
    if (nodes.length === 0) {
      showInBody(emptyNote);
    } else {
      syncChildren(list, nodes);
      showInBody(list);
    }
    const last = data?.pages.at(-1);
    more.hidden = !last || last.page * last.page_size >= last.total;
    moreButton.disabled = loadingMore;
    if (loadingMore) moreButton.setAttribute('aria-busy', 'true');
    else moreButton.removeAttribute('aria-busy');
  }

  /* Data ------------------------------------------------------------------------------------- */

  /** The pages of this order loaded so far, read again (or the first one). */
  async function reloadList(): Promise<void> {
    const wanted = sort;
    const count = Math.max(1, data?.pages.length ?? 1);
    loading = true;
    listError = null;
    render();
    try {
      const pages = [];
      for (let page = 1; page <= count; page += 1)
        pages.push(await api.list(storyId, wanted, page));
      if (wanted !== sort) return;
      data = { pages };
    } catch (error) {
      if (wanted !== sort) return;
      listError = error;
      if (error instanceof CommentCallError && error.status === 404) {
        // Comments turned off since the page was cached, or the story is gone: no section.
        section?.remove();
        stop();
        return;
      }
      data = null;
    } finally {
      if (wanted === sort) loading = false;
    }
    render();
  }

  async function changeSort(next: CommentSort): Promise<void> {
    if (next === sort) return;
    sort = next;
    // The thread (and its count) stays on screen until the other order has loaded.
    loading = true;
    render();
    try {
      const first = await api.list(storyId, next, 1);
      if (sort !== next) return;
      data = { pages: [first] };
      listError = null;
    } catch (error) {
      if (sort !== next) return;
      data = null;
      listError = error;
    } finally {
      if (sort === next) loading = false;
    }
    render();
  }

  async function loadMore(): Promise<void> {
    const last = data?.pages.at(-1);
    if (!data || !last || loadingMore) return;
    loadingMore = true;
    render();
    try {
      const page = await api.list(storyId, sort, last.page + 1);
      if (data) data = { pages: [...data.pages, page] };
    } catch (error) {
      showNotice(status, commentErrorText(error, 'fetchComments', t));
    } finally {
      loadingMore = false;
    }
    render();
  }

  /** What the reader alone sees: held comments, their reports, a ban. */
  async function refreshMine(): Promise<void> {
    if (viewer.status !== 'signedIn') return;
    try {
      mine = await api.mine(storyId);
      viewer = { ...viewer, banned: mine.banned };
    } catch {
      // The public thread still shows; the reader's own parts come with the next change.
    }
  }

  async function loadViewer(): Promise<void> {
    if (!api.hasSession()) {
      viewer = { status: 'signedOut' };
      return;
    }
    try {
      const [profile, state] = await Promise.all([api.profile(), api.mine(storyId)]);
      mine = state;
      viewer = { status: 'signedIn', id: profile.id, banned: state.banned };
    } catch (error) {
      // A token the server refuses is no session (the page's script clears it, too).
      viewer =
        error instanceof CommentCallError && error.status === 401
          ? { status: 'signedOut' }
          : { status: 'signedIn', id: null, banned: false };
    }
  }

  async function send(text: string, parentId?: number): Promise<'approved' | 'pending'> {
    // A retry of the same text (a lost answer) keeps its key, so the server posts it once.
    const signature = `${parentId ?? ''}:${text}`;
    if (postKey?.body !== signature) postKey = { body: signature, key: newIdempotencyKey() };
    const result = await api
      .post(storyId, text, postKey.key, parentId)
      .catch(failWith('postComment'));
    postKey = null;
    if (result.status === 'approved') await reloadList();
    else {
      await refreshMine();
      render();
    }
    return result.status;
  }

  async function removeComment(comment: CommentEntry): Promise<void> {
    await api.remove(comment.id).catch(failWith('deleteComment'));
    if (data) data = withoutComment(data, comment.id);
    mine = {
      ...mine,
      held: mine.held.filter((entry) => entry.id !== comment.id && entry.parent_id !== comment.id),
    };
    render();
    showNotice(status, t('commentThread.deleted'));
    void reloadList();
  }

  /* Start ------------------------------------------------------------------------------------ */

  const clock = window.setInterval(() => {
    now = Date.now();
    for (const item of items.values()) item.refreshTime();
  }, CLOCK_TICK_MS);

  let unfollow: () => void = () => undefined;
  if (options.live !== false && typeof EventSource !== 'undefined') {
    unfollow = followStoryStream({
      tenant: options.tenant,
      onState: () => undefined,
      onComment: (raw) => {
        const entry = readCommentEvent(raw, storyId);
        if (!entry || !data) return;
        data = withArrivedComment(data, entry, sort);
        mine = { ...mine, held: mine.held.filter((held) => held.id !== entry.id) };
        render();
      },
      onResync: () => void reloadList(),
      resumeFrom: () => null,
    });
  }

  function stop(): void {
    stopped = true;
    window.clearInterval(clock);
    unfollow();
  }

  render();
  await Promise.all([reloadList(), loadViewer()]);
  render();
  return stop;
}

/** A `comment` event's comment when it belongs to `storyId`; null otherwise or when malformed. */
export function readCommentEvent(raw: string, storyId: number): CommentEntry | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const event = json as { story_id?: unknown; comment?: Partial<CommentEntry> | null };
  const comment = event.comment;
  if (event.story_id !== storyId || typeof comment !== 'object' || comment === null) return null;
  const valid =
    typeof comment.id === 'number' &&
    typeof comment.body === 'string' &&
    typeof comment.created_at === 'string' &&
    (comment.edited_at === null || typeof comment.edited_at === 'string') &&
    (comment.parent_id === null || typeof comment.parent_id === 'number') &&
    typeof comment.author?.id === 'number' &&
    typeof comment.author.display_name === 'string';
  return valid ? (comment as CommentEntry) : null;
}
