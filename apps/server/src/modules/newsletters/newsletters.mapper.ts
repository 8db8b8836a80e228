import type {
  AdminNewsletter,
  NewsletterInput,
  PublicNewsletter,
  Subscriber,
  Suppression,
} from '@helionews/contracts';
import type {
  NewsletterRow,
  NewsletterSubscriptionRow,
  NewsletterSuppressionRow,
} from '../../db/schema/index.js';
import type { NewsletterValues, NewsletterWithCounts } from './newsletters.repository.js';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toPublicNewsletter(row: NewsletterRow): PublicNewsletter {
  return { id: row.id, name: row.name, description: row.description, cadence: row.cadence };
}

export function toAdminNewsletter(row: NewsletterWithCounts): AdminNewsletter {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sender_name: row.senderName,
    sender_email: row.senderEmail,
    reply_to: row.replyTo,
    cadence: row.cadence,
    digest_hour: row.digestHour,
    digest_weekday: row.digestWeekday,
    subscribe_on_signup: row.subscribeOnSignup,
    is_public: row.isPublic,
    counts: { ...row.counts },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The back-office form's fields, as the table names them. */
export function toNewsletterValues(input: NewsletterInput): NewsletterValues {
  return {
    name: input.name,
    description: input.description,
    senderName: input.sender_name,
    senderEmail: input.sender_email.toLowerCase(),
    replyTo: input.reply_to === null ? null : input.reply_to.toLowerCase(),
    cadence: input.cadence,
    digestHour: input.digest_hour,
    digestWeekday: input.digest_weekday,
    subscribeOnSignup: input.subscribe_on_signup,
    isPublic: input.is_public,
  };
}

const SOURCES = ['form', 'account', 'import', 'signup'] as const;
const sourceOf = (source: string): Subscriber['source'] =>
  (SOURCES as readonly string[]).includes(source) ? (source as Subscriber['source']) : 'form';

export function toSubscriber(row: NewsletterSubscriptionRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: sourceOf(row.source),
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    confirmed_at: iso(row.confirmedAt),
    unsubscribed_at: iso(row.unsubscribedAt),
  };
}

export function toSuppression(row: NewsletterSuppressionRow): Suppression {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  };
}

/** An address as the unsubscribe page shows it: its first letter and its domain (j***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
