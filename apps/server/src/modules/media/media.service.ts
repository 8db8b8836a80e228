import { randomBytes } from 'node:crypto';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_WIDTH,
  MEDIA_MESSAGES,
  MEDIA_VARIANT_FORMATS,
  MEDIA_VARIANT_WIDTHS,
  type AdminMedia,
  type AdminMediaListResponse,
  type AdminMediaUpdate,
  type MediaPicture,
  type MediaUploadResult,
  type MediaUsage,
  type MediaUsageResponse,
  type PaginationQuery,
} from '@helionews/contracts';
import type { NewMediaVariantRow, TenantRow } from '../../db/schema/index.js';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { imageSizeOfUpload, renderImageSet, type RenderedImage } from '../../lib/images.js';
import { pageAndTotal } from '../../lib/paging.js';
import { checkUploadedImage, type UploadedFile } from '../../lib/upload-file.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { contentTags, storyEdited, tagChanged } from '../content/content-tags.js';
import {
  mediaFolderOf,
  pictureOf,
  toAdminMedia,
  toMediaUsage,
  toMediaVariants,
} from './media.mapper.js';
import type {
  MediaChanges,
  MediaFilters,
  MediaRepository,
  MediaUsageRow,
} from './media.repository.js';
import type { MediaStore } from './media.store.js';

export interface MediaTransaction {
  media: MediaRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface MediaServiceDeps {
  repository: MediaRepository;
  inTransaction: <T>(work: (tx: MediaTransaction) => Promise<T>) => Promise<T>;
  store: MediaStore;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

/** The upload rules the media library shares with the other image uploads (lib/upload-file.ts). */
const RULES = {
  maxBytes: MEDIA_MAX_BYTES,
  messages: {
    tooLarge: MEDIA_MESSAGES.tooLarge,
    type: MEDIA_MESSAGES.type,
    unreadable: MEDIA_MESSAGES.unreadable,
  },
};

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** A file rendered and written to the store, not yet in the database. */
interface StoredFile {
  folder: string;
  originalKey: string;
  width: number;
  height: number;
  bytes: number;
  variants: Omit<NewMediaVariantRow, 'tenantId' | 'mediaId'>[];
  keys: string[];
}

/** A variant's file name in its folder: `w1024.webp`. */
const variantFile = (variant: { format: string; width: number }) =>
  `w${variant.width}.${variant.format}`;

/**
 * The old files a replacement has none of the same name for (a narrower image has no w1600, a
 * wider one no w700), each with the new file that stands in: the widest of its format no wider,
 * else the original. Articles' bodies name variants (their src and srcset), which must not break.
 */
export function standInsFor(
  previous: readonly { format: string; width: number }[],
  next: readonly { format: string; width: number }[],
): [from: string, to: string][] {
  const names = new Set(next.map(variantFile));
  return previous
    .filter((old) => !names.has(variantFile(old)))
    .map((old) => {
      const fit = next
        .filter((variant) => variant.format === old.format && variant.width <= old.width)
        .reduce<{ format: string; width: number } | null>(
          (best, variant) => (best && best.width >= variant.width ? best : variant),
          null,
        );
      return [variantFile(old), fit ? variantFile(fit) : 'original.webp'];
    });
}

/**
 * The widths an image of `width` pixels is rendered at: those of MEDIA_VARIANT_WIDTHS it
 * reaches (never enlarged), and its own width when it is narrower than the widest, so that
 * every image has variants up to its full size.
 */
export function variantWidthsOf(width: number): number[] {
  const widths: number[] = MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  const widest = MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1] ?? 0;
  if (width < widest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The name an image gets from its file's name: without the extension, at most 200 characters. */
export function nameOfFile(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const cleaned = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (cleaned || 'image').slice(0, 200);
}

/** What readers see change when the image's places change: each place's answers. */
function changeOf(usage: readonly MediaUsageRow[]): string[] {
  const tags = new Set<string>();
  for (const place of usage) {
    if (place.kind === 'article') for (const tag of storyEdited({ id: place.id })) tags.add(tag);
    if (place.kind === 'ad') tags.add(contentTags.ads);
    if (place.kind === 'tag') for (const tag of tagChanged(place.id)) tags.add(tag);
  }
  return [...tags];
}

/** Contributors change only what they uploaded; editors and admins anything. */
function mayChange(caller: AdminCaller, uploadedBy: number | null): boolean {
  if (caller.role === 'contributor') return uploadedBy === caller.user.id;
  return true;
}

/**
 * The media library (issue 34): a publication's uploaded images, each re-encoded (WebP) with
 * its AVIF and WebP variants in the media store, its texts and where it is used. Uploads,
 * changes, replacements and deletions record the activity; those readers can see (an image in
 * use changed or replaced) bump the content version in the same transaction.
 */
export function createMediaService(deps: MediaServiceDeps) {
  const { repository, store } = deps;

  async function adminMedia(tenantId: number, id: number): Promise<AdminMedia> {
    const row = await repository.find(tenantId, id);
    if (!row) throw notFound(MEDIA_MESSAGES.notFound);
    return toAdminMedia(store, row);
  }

  /** Files written for an image that the database never took (or no longer names). */
  async function discard(keys: readonly string[]): Promise<void> {
    try {
      await store.remove(keys);
    } catch (error) {
      deps.logError(error, 'media: could not remove files from the store');
    }
  }

  /**
   * Checks an upload (size 413, type by its bytes 415, decodable 422), renders the original and
   * its variants and writes them to the store under a new folder.
   */
  async function renderAndStore(tenantId: number, input: UploadedFile): Promise<StoredFile> {
    const bytes = checkUploadedImage(input, RULES);
    let rendered: RenderedImage[];
    try {
      const size = await imageSizeOfUpload(bytes);
      const originalWidth = Math.min(size.width, MEDIA_MAX_WIDTH);
      const widths = variantWidthsOf(originalWidth);
      rendered = await renderImageSet(bytes, [
        { format: 'webp', width: originalWidth },
        ...MEDIA_VARIANT_FORMATS.flatMap((format) => widths.map((width) => ({ format, width }))),
      ]);
    } catch {
      // Anything sharp cannot decode (truncated, corrupt, a pixel bomb) is refused the same way.
      throw new HttpError(422, RULES.messages.unreadable);
    }
    const [original, ...variants] = rendered;
    if (!original) throw new HttpError(422, RULES.messages.unreadable);
    const folder = `media/${tenantId}/${randomBytes(12).toString('hex')}`;
    const originalKey = `${folder}/original.webp`;
    const files = [
      { key: originalKey, image: original },
      ...variants.map((image) => ({ key: `${folder}/w${image.width}.${image.format}`, image })),
    ];
    const keys: string[] = [];
    try {
      for (const { key, image } of files) {
        await store.put(key, image.output, CONTENT_TYPES[image.format]);
        keys.push(key);
      }
    } catch (error) {
      await discard(keys);
      throw error;
    }
    return {
      folder,
      originalKey,
      width: original.width,
      height: original.height,
      bytes: original.output.length,
      variants: files.slice(1).map(({ key, image }) => ({
        format: image.format,
        width: image.width,
        height: image.height,
        key,
        bytes: image.output.length,
      })),
      keys,
    };
  }

  /** Runs `work` with files just stored; they are removed again if it fails. */
  async function keepingFiles<T>(file: StoredFile, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await discard(file.keys);
      throw error;
    }
  }

  const keysOf = (originalKey: string, variants: readonly { key: string }[]) => [
    originalKey,
    ...variants.map((variant) => variant.key),
  ];

  return {
    store,

    async list(
      tenantId: number,
      query: PaginationQuery & MediaFilters,
    ): Promise<AdminMediaListResponse> {
      const filters: MediaFilters = {
        q: query.q,
        unused: query.unused,
        uploader: query.uploader,
        month: query.month,
      };
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.list(tenantId, filters, window),
        () => repository.count(tenantId, filters),
      );
      const [uploaders, months] = await Promise.all([
        repository.uploaders(tenantId),
        repository.months(tenantId),
      ]);
      return {
        media: rows.map((row) => toAdminMedia(store, row)),
        ...paging,
        uploaders: uploaders.map((user) => ({
          id: user.id,
          username: user.username,
          display_name: user.displayName,
        })),
        months,
      };
    },

    get: adminMedia,

    async usage(tenantId: number, id: number): Promise<MediaUsageResponse> {
      const row = await repository.find(tenantId, id);
      if (!row) throw notFound(MEDIA_MESSAGES.notFound);
      const usage = (await repository.usageOf(tenantId, row.folder)).map(toMediaUsage);
      return { usage, total: usage.length };
    },

    /**
     * One uploaded file: stored as a new library image, or refused with the reason (413, 415,
     * 422) without failing the other files of the request.
     */
    async upload(
      tenant: TenantRow,
      caller: AdminCaller,
      filename: string,
      input: UploadedFile,
    ): Promise<MediaUploadResult> {
      let file: StoredFile;
      try {
        file = await renderAndStore(tenant.id, input);
      } catch (error) {
        if (
          error instanceof HttpError &&
          (error.statusCode === 413 || error.statusCode === 415 || error.statusCode === 422)
        ) {
          return { status: 'refused', filename, code: error.statusCode, reason: error.message };
        }
        throw error;
      }
      const id = await keepingFiles(file, () =>
        deps.inTransaction(async (tx) => {
          const row = await tx.media.insert({
            tenantId: tenant.id,
            name: nameOfFile(filename),
            uploadedBy: caller.user.id,
            folder: file.folder,
            originalKey: file.originalKey,
            width: file.width,
            height: file.height,
            bytes: file.bytes,
          });
          await tx.media.insertVariants(
            file.variants.map((variant) => ({ ...variant, tenantId: tenant.id, mediaId: row.id })),
          );
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'create',
            entityType: 'media',
            entityId: row.id,
            entityLabel: row.name,
            details: { width: row.width, height: row.height },
          });
          // Nothing uses it yet: readers see no change.
          return row.id;
        }),
      );
      return { status: 'stored', filename, media: await adminMedia(tenant.id, id) };
    },

    /** Changes only the fields sent; an image in use changes what its places' readers see. */
    async update(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdminMediaUpdate,
    ): Promise<AdminMedia> {
      await deps.inTransaction(async (tx) => {
        const current = await tx.media.findForUpdate(tenant.id, id);
        if (!current) throw notFound(MEDIA_MESSAGES.notFound);
        if (!mayChange(caller, current.uploadedBy)) throw forbidden(MEDIA_MESSAGES.notYours);
        const changes: MediaChanges = {};
        for (const field of ['name', 'alt', 'caption', 'credit'] as const) {
          const value = patch[field];
          if (value !== undefined && value !== current[field]) changes[field] = value;
        }
        const changed = Object.keys(changes);
        if (changed.length === 0) return;
        await tx.media.update(tenant.id, id, changes, deps.now());
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'media',
          entityId: id,
          entityLabel: changes.name ?? current.name,
          details: { fields: changed.join(',') },
        });
        const usage = await tx.media.usageOf(tenant.id, current.folder);
        if (usage.length > 0) await tx.content.bumpVersion(tenant.id, changeOf(usage));
      });
      return adminMedia(tenant.id, id);
    },

    /**
     * A new file for the image, keeping its id and texts: rendered again under a new folder,
     * every place that used the old files (articles, campaigns, tags) pointed at the new ones,
     * and the old files removed once that has committed.
     */
    async replace(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      input: UploadedFile,
    ): Promise<AdminMedia> {
      // Checked before the work of rendering, and again under the lock below.
      const before = await repository.find(tenant.id, id);
      if (!before) throw notFound(MEDIA_MESSAGES.notFound);
      if (!mayChange(caller, before.uploadedBy)) throw forbidden(MEDIA_MESSAGES.notYours);
      const file = await renderAndStore(tenant.id, input);
      const oldKeys = await keepingFiles(file, () =>
        deps.inTransaction(async (tx) => {
          const current = await tx.media.findForUpdate(tenant.id, id);
          if (!current) throw notFound(MEDIA_MESSAGES.notFound);
          if (!mayChange(caller, current.uploadedBy)) throw forbidden(MEDIA_MESSAGES.notYours);
          const previous = await tx.media.variantsOf(tenant.id, id);
          await tx.media.update(
            tenant.id,
            id,
            {
              folder: file.folder,
              originalKey: file.originalKey,
              width: file.width,
              height: file.height,
              bytes: file.bytes,
            },
            deps.now(),
          );
          await tx.media.deleteVariants(tenant.id, id);
          await tx.media.insertVariants(
            file.variants.map((variant) => ({ ...variant, tenantId: tenant.id, mediaId: id })),
          );
          await tx.media.moveReferences(
            tenant.id,
            current.folder,
            file.folder,
            standInsFor(previous, file.variants),
          );
          await recordActivity(tx.activity, {
            tenantId: tenant.id,
            actorId: caller.user.id,
            action: 'update',
            entityType: 'media',
            entityId: id,
            entityLabel: current.name,
            details: { fields: 'file', width: file.width, height: file.height },
          });
          const usage = await tx.media.usageOf(tenant.id, file.folder);
          if (usage.length > 0) await tx.content.bumpVersion(tenant.id, changeOf(usage));
          return keysOf(current.originalKey, previous);
        }),
      );
      await discard(oldKeys);
      return adminMedia(tenant.id, id);
    },

    /**
     * The `<picture>` of each address that names one of the tenant's library images (a story's
     * lead image), by address; other addresses (another site's, another tenant's folder, an
     * image deleted since) have none. One query for the whole list.
     */
    async picturesOf(
      tenantId: number,
      addresses: readonly (string | null)[],
    ): Promise<Map<string, MediaPicture>> {
      const folderOf = new Map<string, string>();
      for (const address of addresses) {
        const folder = address ? mediaFolderOf(tenantId, address) : null;
        if (address && folder) folderOf.set(address, folder);
      }
      const pictures = new Map<string, MediaPicture>();
      if (folderOf.size === 0) return pictures;
      const rows = await repository.picturesByFolder(tenantId, [...new Set(folderOf.values())]);
      const byFolder = new Map(rows.map((row) => [row.folder, row]));
      for (const [address, folder] of folderOf) {
        const row = byFolder.get(folder);
        if (!row) continue;
        pictures.set(
          address,
          pictureOf({
            url: store.urlOf(row.originalKey),
            width: row.width,
            height: row.height,
            alt: row.alt,
            variants: toMediaVariants(store, row.variants),
          }),
        );
      }
      return pictures;
    },

    /**
     * Deletes an image nothing uses, and its files. While something uses it, nothing changes:
     * the answer is where it is used (the route's 409).
     */
    async remove(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
    ): Promise<{ deleted: true } | { deleted: false; usage: MediaUsage[] }> {
      const outcome = await deps.inTransaction(async (tx) => {
        const current = await tx.media.findForUpdate(tenant.id, id);
        if (!current) throw notFound(MEDIA_MESSAGES.notFound);
        if (!mayChange(caller, current.uploadedBy)) throw forbidden(MEDIA_MESSAGES.notYours);
        const usage = await tx.media.usageOf(tenant.id, current.folder);
        if (usage.length > 0) return { used: true as const, usage };
        const variants = await tx.media.variantsOf(tenant.id, id);
        await tx.media.delete(tenant.id, id);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'media',
          entityId: id,
          entityLabel: current.name,
        });
        return { used: false as const, keys: keysOf(current.originalKey, variants) };
      });
      if (outcome.used) return { deleted: false, usage: outcome.usage.map(toMediaUsage) };
      await discard(outcome.keys);
      return { deleted: true };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
