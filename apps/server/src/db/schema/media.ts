import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  actorUserColumn,
  generatedId,
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';

/**
 * The media library (issue 34): every image uploaded to a publication. Its files live in the
 * media store (local disk or S3) under `folder` (`media/{tenant}/{24 hex}`): the re-encoded
 * original and the variants of `media_variants`. A replaced file gets a new folder; where the
 * image is used is found by that folder in the articles, ads and tags that name it.
 */
export const media = pgTable(
  'media',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    caption: text('caption').notNull().default(''),
    credit: text('credit').notNull().default(''),
    uploadedBy: actorUserColumn('uploaded_by'),
    folder: text('folder').notNull(),
    /** The re-encoded original's key in the store (WebP). */
    originalKey: text('original_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    // Led by the tenant, so the table can be distributed by tenant_id (ADR 012).
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('media_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('media_tenant_uploader_idx').on(t.tenantId, t.uploadedBy),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/** An image's responsive renderings: one per format and width; deleting the image deletes them. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    tenantId: tenantIdColumn(),
    mediaId: bigint('media_id', { mode: 'number' }).notNull(),
    format: text('format').$type<'avif' | 'webp'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    key: text('key').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mediaId, t.format, t.width] }),
    tenantRowForeignKey('media_variants_media_fk', [t.tenantId, t.mediaId], media),
  ],
);

export type MediaVariantRow = typeof mediaVariants.$inferSelect;
export type NewMediaVariantRow = typeof mediaVariants.$inferInsert;
