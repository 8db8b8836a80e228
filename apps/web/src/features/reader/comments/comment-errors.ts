import {
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_MESSAGES,
  type COMMENT_CLIENT_ERRORS,
} from '@helionews/contracts';
import { CommentCallError } from './thread/api';
import type { Translate } from './thread/texts';

type ServerMessage = keyof typeof COMMENT_MESSAGES;
export type ReaderAction = keyof Pick<
  typeof COMMENT_CLIENT_ERRORS,
  'fetchComments' | 'postComment' | 'updateComment' | 'deleteComment' | 'reportComment'
>;

const SERVER_MESSAGES = Object.entries(COMMENT_MESSAGES) as [ServerMessage, string][];

/**
 * What a reader reads when a comment call fails: the server's own reason (COMMENT_MESSAGES) in
 * the reader's language, "sign in again" for a session that ended, "too often" past a rate
 * limit, else the action's failure ("Failed to post comment", COMMENT_CLIENT_ERRORS).
 */
export function commentErrorText(error: unknown, action: ReaderAction, t: Translate): string {
  if (error instanceof CommentCallError && error.status > 0) {
    if (error.status === 401) return t('commentThread.errors.signedOut');
    const known = SERVER_MESSAGES.find(([, message]) => message === error.detail)?.[0];
    if (known && known !== 'userNotFound' && known !== 'notBanned') {
      return t(`commentThread.errors.${known}`, { minutes: COMMENT_EDIT_WINDOW_MINUTES });
    }
    if (error.status === 429) return t('commentThread.errors.rateLimited');
  }
  return t(`commentThread.errors.${action}`);
}
