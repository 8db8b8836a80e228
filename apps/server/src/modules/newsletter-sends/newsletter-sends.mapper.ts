import type {
  DeliveryCounts,
  DeliveryFailure,
  NewsletterSend,
  NewsletterSendDetail,
} from '@helionews/contracts';
import { EMPTY_COUNTS, type SendListRow } from './newsletter-sends.repository.js';

/** A send as the back-office sees it. Allow-list: the stored message (html, text) stays out. */
export function toNewsletterSend(
  row: SendListRow,
  counts: DeliveryCounts | undefined,
): NewsletterSend {
  const { send } = row;
  return {
    id: send.id,
    newsletter_id: send.newsletterId,
    newsletter_name: row.newsletterName,
    kind: send.kind === 'digest' ? 'digest' : 'story',
    story_id: send.storyId,
    subject: send.subject,
    status: send.status,
    send_at: send.sendAt.toISOString(),
    started_at: send.startedAt?.toISOString() ?? null,
    finished_at: send.finishedAt?.toISOString() ?? null,
    created_at: send.createdAt.toISOString(),
    created_by: row.createdBy,
    total: send.total,
    counts: { ...EMPTY_COUNTS, ...counts },
  };
}

export interface FailureRow {
  email: string;
  status: 'queued' | 'sent' | 'failed' | 'bounced' | 'suppressed';
  attempts: number;
  lastAnswer: string | null;
  updatedAt: Date;
}

export function toDeliveryFailure(row: FailureRow): DeliveryFailure {
  return {
    email: row.email,
    status: row.status === 'bounced' || row.status === 'suppressed' ? row.status : 'failed',
    attempts: row.attempts,
    last_answer: row.lastAnswer,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toNewsletterSendDetail(
  row: SendListRow,
  counts: DeliveryCounts | undefined,
  failures: readonly FailureRow[],
): NewsletterSendDetail {
  return { ...toNewsletterSend(row, counts), failures: failures.map(toDeliveryFailure) };
}
