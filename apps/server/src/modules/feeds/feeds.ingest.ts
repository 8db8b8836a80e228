import { createHash } from 'node:crypto';
import {
  FEED_MAX_CONSECUTIVE_FAILURES,
  FEED_MAX_ITEMS_PER_FETCH,
  FEED_MESSAGES,
  LANGUAGES,
  ROLE_SETS,
  type Language,
} from '@helionews/contracts';
import type { NewStoryRow } from '../../db/schema/index.js';
import {
  OutboundRefusedError,
  safeFetch,
  type SafeFetchOptions,
  type SafeFetchResponse,
} from '../../lib/safe-fetch.js';
import { slugify } from '../../lib/slug.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SecurityEventsService } from '../security-events/security-events.service.js';
import { FeedParseError, parseFeed, type ParsedFeed } from './feeds.parser.js';
import type { ClaimedFeed, FeedsRepository } from './feeds.repository.js';
import { storiesMoved } from '../content/content-tags.js';

export const FEED_USER_AGENT = 'HelioNews-FeedReader/1.0 (+https://github.com/helionews)';
const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1';
/** Who "made" a request the server sends by itself, in security events. */
export const FEED_POLLER_ORIGIN = { ip: 'feed-poller', userAgent: FEED_USER_AGENT } as const;

export interface FeedsTransaction {
  feeds: FeedsRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export type FeedFetcher = (url: string, options?: SafeFetchOptions) => Promise<SafeFetchResponse>;

export interface FeedIngestDeps {
  inTransaction: <T>(work: (tx: FeedsTransaction) => Promise<T>) => Promise<T>;
  notifications: Pick<NotificationsService, 'notify'>;
  securityEvents: Pick<SecurityEventsService, 'record'>;
  /** FEEDS_ALLOW_HOSTS: internal hosts a deployment may fetch from. */
  allowHosts: readonly string[];
  /** safeFetch unless a test passes another. */
  fetch?: FeedFetcher;
  now: () => Date;
}

/** A fetched and parsed feed, or why not. */
export type FetchedFeed =
  | {
      kind: 'parsed';
      feed: ParsedFeed;
      url: string;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not_modified' }
  | { kind: 'failed'; error: string; refusal: OutboundRefusedError | null };

export interface IngestOutcome {
  status: 'ok' | 'not_modified' | 'error' | 'paused' | 'skipped';
  imported: number;
  error: string | null;
}

/** The body as text, in the charset the response names (UTF-8 when none or unknown). */
function decode(response: SafeFetchResponse): string {
  const charset = /charset=([\w-]+)/i.exec(response.headers['content-type'] ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}

const headerValue = (value: string | undefined, max: number) =>
  value && value.length <= max ? value : null;

function storySlug(title: string, guid: string): string {
  const base = slugify(title).slice(0, 48).replace(/-+$/, '') || 'story';
  return `${base}-${createHash('sha256').update(guid).digest('hex').slice(0, 8)}`;
}

const languageOf = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

/**
 * Fetching a feed (SSRF-safe, conditional) and importing its new items as stories: the poller's
 * work for one claimed feed, and the back-office's "Test" (fetch and parse only).
 */
export function createFeedIngest(deps: FeedIngestDeps) {
  const fetcher = deps.fetch ?? safeFetch;

  /** Fetches and parses `url`; with validators, a conditional request (304: not modified). */
  async function fetchFeed(
    url: string,
    validators: { etag: string | null; lastModified: string | null } = {
      etag: null,
      lastModified: null,
    },
  ): Promise<FetchedFeed> {
    const headers: Record<string, string> = { 'user-agent': FEED_USER_AGENT, accept: ACCEPT };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    let response: SafeFetchResponse;
    try {
      response = await fetcher(url, { allowHosts: deps.allowHosts, headers });
    } catch (error) {
      if (error instanceof OutboundRefusedError) {
        return { kind: 'failed', error: error.detail, refusal: error };
      }
      return { kind: 'failed', error: 'The feed could not be fetched', refusal: null };
    }
    if (response.status === 304) return { kind: 'not_modified' };
    if (response.status < 200 || response.status > 299) {
      return { kind: 'failed', error: FEED_MESSAGES.httpStatus(response.status), refusal: null };
    }
    try {
      const feed = await parseFeed(decode(response), response.url, deps.now());
      return {
        kind: 'parsed',
        feed,
        url: response.url,
        etag: headerValue(response.headers.etag, 500),
        lastModified: headerValue(response.headers['last-modified'], 100),
      };
    } catch (error) {
      if (error instanceof FeedParseError) {
        return { kind: 'failed', error: error.message, refusal: null };
      }
      throw error;
    }
  }

  /** An SSRF refusal is a security event of the tenant. */
  async function reportRefusal(
    tenantId: number,
    feedId: number,
    refusal: OutboundRefusedError,
    origin: { ip: string; userAgent: string | null } = FEED_POLLER_ORIGIN,
    userId: number | null = null,
  ): Promise<void> {
    if (!refusal.securityRelevant) return;
    await deps.securityEvents.record({
      type: 'ssrf_blocked',
      tenantId,
      userId,
      origin,
      details: {
        feed_id: feedId,
        url: refusal.url.slice(0, 500),
        code: refusal.code,
        detail: refusal.detail.slice(0, 500),
      },
    });
  }

  async function recordFailure(feed: ClaimedFeed, error: string): Promise<IngestOutcome> {
    const result = await deps.inTransaction(async (tx) => {
      const current = await tx.feeds.findForUpdate(feed.tenantId, feed.id);
      if (!current || !current.isActive) return null;
      const failures = current.consecutiveFailures + 1;
      const paused = failures >= FEED_MAX_CONSECUTIVE_FAILURES;
      const now = deps.now();
      await tx.feeds.update(
        feed.tenantId,
        feed.id,
        {
          consecutiveFailures: failures,
          lastError: error.slice(0, 500),
          lastFetchedAt: now,
          lastStatus: paused ? 'paused' : 'error',
          ...(paused && { isActive: false, nextFetchAt: null }),
        },
        now,
      );
      if (paused) {
        await recordActivity(tx.activity, {
          tenantId: feed.tenantId,
          actorId: null,
          action: 'deactivate',
          entityType: 'feed',
          entityId: feed.id,
          entityLabel: current.title || current.url,
          details: { reason: FEED_MESSAGES.paused(failures), error: error.slice(0, 500) },
        });
      }
      return { paused, label: current.title || current.url };
    });
    if (!result) return { status: 'skipped', imported: 0, error };
    if (result.paused) {
      await deps.notifications.notify(feed.tenantId, ROLE_SETS.editorial, {
        type: 'feed_failing',
        title: `The feed ${result.label} was paused after ${FEED_MAX_CONSECUTIVE_FAILURES} failed fetches: ${error}`,
        data: { feed: result.label, feed_id: feed.id, error: error.slice(0, 300) },
        link: '/admin/rss',
      });
    }
    return { status: result.paused ? 'paused' : 'error', imported: 0, error };
  }

  /**
   * One claimed feed: fetch it, and import its new items (at most FEED_MAX_ITEMS_PER_FETCH) as
   * stories in one transaction with the feed's new state, the content version bump (auto-approve)
   * and the activity rows; then tell the editors. A failure counts towards pausing the feed.
   */
  async function ingest(feed: ClaimedFeed): Promise<IngestOutcome> {
    const fetched = await fetchFeed(feed.url, feed);
    if (fetched.kind === 'failed') {
      if (fetched.refusal) await reportRefusal(feed.tenantId, feed.id, fetched.refusal);
      return recordFailure(feed, fetched.error);
    }
    const imported = await deps.inTransaction(async (tx) => {
      const current = await tx.feeds.findForUpdate(feed.tenantId, feed.id);
      // Deleted, switched off or pointed elsewhere while it was being fetched: leave it be.
      if (!current || !current.isActive || current.url !== feed.url) return null;
      const now = deps.now();
      if (fetched.kind === 'not_modified') {
        await tx.feeds.update(
          feed.tenantId,
          feed.id,
          {
            lastStatus: 'not_modified',
            lastError: null,
            consecutiveFailures: 0,
            lastFetchedAt: now,
          },
          now,
        );
        return { label: current.title || current.url, stories: [], published: false };
      }
      const known = await tx.feeds.importedGuids(
        feed.tenantId,
        feed.id,
        fetched.feed.items.map((item) => item.guid),
      );
      const fresh = fetched.feed.items
        .filter((item) => !known.has(item.guid))
        .slice(0, FEED_MAX_ITEMS_PER_FETCH);
      const sourceName = (current.title || fetched.feed.title || new URL(feed.url).hostname).slice(
        0,
        200,
      );
      const published = current.autoApprove;
      const language = languageOf(fetched.feed.language);
      const rows: NewStoryRow[] = fresh.map((item) => ({
        tenantId: feed.tenantId,
        categoryId: current.categoryId,
        origin: 'feed',
        status: published ? 'published' : 'pending',
        title: item.title,
        slug: storySlug(item.title, item.guid),
        summary: item.summary,
        bodyHtml: item.bodyHtml,
        imageUrl: item.imageUrl,
        author: item.author,
        language,
        sourceName,
        sourceUrl: item.link,
        feedId: feed.id,
        guid: item.guid,
        publishedAt: published ? (item.publishedAt ?? now) : item.publishedAt,
        createdAt: now,
        updatedAt: now,
      }));
      const inserted = await tx.feeds.insertStories(rows);
      await tx.feeds.addItems(feed.tenantId, feed.id, inserted.length);
      await tx.feeds.update(
        feed.tenantId,
        feed.id,
        {
          lastStatus: 'ok',
          lastError: null,
          consecutiveFailures: 0,
          lastFetchedAt: now,
          etag: fetched.etag,
          lastModified: fetched.lastModified,
          ...(current.title === '' && fetched.feed.title !== '' && { title: fetched.feed.title }),
        },
        now,
      );
      for (const story of inserted) {
        await recordActivity(tx.activity, {
          tenantId: feed.tenantId,
          actorId: null,
          action: published ? 'publish' : 'create',
          entityType: 'story',
          entityId: story.id,
          entityLabel: story.title,
          details: { origin: 'feed', feed_id: feed.id, source: sourceName },
        });
      }
      if (inserted.length > 0 && published) {
        await tx.content.bumpVersion(
          feed.tenantId,
          storiesMoved(inserted.map((story) => ({ id: story.id, categoryId: story.categoryId }))),
        );
        await tx.content.announcePublished(
          feed.tenantId,
          inserted.map((story) => story.id),
        );
      }
      return {
        label: current.title || fetched.feed.title || feed.url,
        stories: inserted,
        published,
      };
    });
    if (!imported) return { status: 'skipped', imported: 0, error: null };
    const count = imported.stories.length;
    if (count > 0) {
      await deps.notifications.notify(feed.tenantId, ROLE_SETS.editorial, {
        type: 'feed_imported',
        title: imported.published
          ? `${count} new ${count === 1 ? 'story' : 'stories'} from ${imported.label} published`
          : `${count} new ${count === 1 ? 'story' : 'stories'} from ${imported.label} await review`,
        data: { feed: imported.label, feed_id: feed.id, count, published: imported.published },
        link: '/admin/stories',
      });
    }
    return {
      status: fetched.kind === 'not_modified' ? 'not_modified' : 'ok',
      imported: count,
      error: null,
    };
  }

  return { fetchFeed, reportRefusal, ingest };
}

export type FeedIngest = ReturnType<typeof createFeedIngest>;
