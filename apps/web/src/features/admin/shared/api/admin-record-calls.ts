import type { z } from 'zod';
import type { ApiRequestOptions } from '@/lib/api-client';
import { adminRequest } from './admin-request';

/** A call's query string, as `adminRequest` takes it ({ force: 'true' }, { move_to: 3 }). */
type Query = ApiRequestOptions<z.ZodType>['query'];

/** The create, update and delete calls of one kind of back-office record. */
export interface AdminRecordCalls<TCreate, TUpdate, TRecord, TDeleted = unknown> {
  /** POST to the collection; the answer is the new record. */
  create: (body: TCreate) => Promise<TRecord>;
  /** PUT to the record; the answer is the record as saved. */
  update: (id: number, body: TUpdate) => Promise<TRecord>;
  /** DELETE of the record, with the query some deletions take. */
  remove: (id: number, query?: Query) => Promise<TDeleted>;
}

export interface AdminRecordOptions<TSchema extends z.ZodType, TDeleted extends z.ZodType> {
  /** Where the records live ('/admin/rss/feeds'): what create posts to. */
  collection: string;
  /** One record's address, for update and delete. */
  item: (id: number) => string;
  /** The record, as create and update answer it. */
  schema: TSchema;
  /** What delete answers (`z.unknown()` where the page does not read it). */
  deleted: TDeleted;
  /** SPEC section 8's text for each call ('Failed to create RSS feed'). */
  failures: RecordFailures;
}

/** The texts a failed create, update and delete are logged and thrown with. */
export interface RecordFailures {
  create: string;
  update: string;
  remove: string;
}

/**
 * A record's three texts from its area's table of them, by the name the table gives it:
 * `recordFailures(RSS_CLIENT_ERRORS, 'RssFeed')` is createRssFeed, updateRssFeed, deleteRssFeed.
 */
export function recordFailures<TName extends string>(
  errors: Record<`${'create' | 'update' | 'delete'}${TName}`, string>,
  name: TName,
): RecordFailures {
  return {
    create: errors[`create${name}`],
    update: errors[`update${name}`],
    remove: errors[`delete${name}`],
  };
}

/**
 * One kind of record's three calls, for an area's api module to export under its own names (the
 * body types are the module's to name: `AdminRecordCalls<FeedCreate, FeedUpdate, Feed>`).
 */
export function adminRecordCalls<TSchema extends z.ZodType, TDeleted extends z.ZodType>({
  collection,
  item,
  schema,
  deleted,
  failures,
}: AdminRecordOptions<TSchema, TDeleted>): AdminRecordCalls<
  unknown,
  unknown,
  z.infer<TSchema>,
  z.infer<TDeleted>
> {
  return {
    create: (body) => adminRequest(collection, failures.create, { schema, method: 'POST', body }),
    update: (id, body) => adminRequest(item(id), failures.update, { schema, method: 'PUT', body }),
    remove: (id, query) =>
      adminRequest(item(id), failures.remove, { schema: deleted, method: 'DELETE', query }),
  };
}
