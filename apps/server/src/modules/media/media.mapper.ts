import type {
  AdminMedia,
  MediaPicture,
  MediaUsage,
  MediaVariant,
  MediaVariantFormat,
} from '@helionews/contracts';
import type { MediaUsageRow, MediaWithDetails } from './media.repository.js';
import type { MediaStore } from './media.store.js';

const FORMAT_ORDER: Record<MediaVariantFormat, number> = { avif: 0, webp: 1 };

/** The variants' addresses in the store, by format (AVIF first) then width. */
export function toMediaVariants(
  store: MediaStore,
  variants: MediaWithDetails['variants'],
): MediaVariant[] {
  return [...variants]
    .sort((a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] || a.width - b.width)
    .map((variant) => ({
      format: variant.format,
      width: variant.width,
      height: variant.height,
      url: store.urlOf(variant.key),
    }));
}

/** A library image as the back-office shows it (an allow-list: never the folder or the keys). */
export function toAdminMedia(store: MediaStore, row: MediaWithDetails): AdminMedia {
  return {
    id: row.id,
    name: row.name,
    alt: row.alt,
    caption: row.caption,
    credit: row.credit,
    uploader: row.uploader
      ? {
          id: row.uploader.id,
          username: row.uploader.username,
          display_name: row.uploader.displayName,
        }
      : null,
    url: store.urlOf(row.originalKey),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants: toMediaVariants(store, row.variants),
    usage_count: row.usageCount,
    created_month: row.createdAt.toISOString().slice(0, 7),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toMediaUsage(row: MediaUsageRow): MediaUsage {
  return { kind: row.kind, id: row.id, title: row.title, status: row.status, places: row.places };
}

/**
 * The library folder (`media/{tenant}/{24 hex}`) an address names, if it is this tenant's: an
 * address of another tenant's folder is never read as this one's image.
 */
export function mediaFolderOf(tenantId: number, address: string): string | null {
  const match = /(?:^|\/)(media\/(\d+)\/[0-9a-f]{24})\//.exec(address);
  if (!match?.[1] || Number(match[2]) !== tenantId) return null;
  return match[1];
}

const MIME: Record<MediaVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * What a reader page's `<picture>` needs for a library image (issue 34): a `<source>` per format,
 * AVIF first, each with its variants as a `w` srcset; the fallback `<img>` is the widest WebP
 * (the original when there is no variant), with the image's own width and height so the page
 * keeps its place while it loads.
 *
 *     <picture>
 *       {sources.map((s) => <source type={s.type} srcSet={s.srcset} sizes="..." />)}
 *       <img src={src} width={width} height={height} alt={alt} />
 *     </picture>
 */
export function pictureOf(
  item: Pick<AdminMedia, 'url' | 'width' | 'height' | 'alt' | 'variants'>,
): MediaPicture {
  const sources = (Object.keys(MIME) as MediaVariantFormat[])
    .map((format) => {
      const variants = item.variants
        .filter((variant) => variant.format === format)
        .sort((a, b) => a.width - b.width);
      return {
        type: MIME[format],
        srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
      };
    })
    .filter((source) => source.srcset !== '');
  const widestWebp = item.variants
    .filter((variant) => variant.format === 'webp')
    .reduce<MediaVariant | null>(
      (widest, variant) => (widest && widest.width >= variant.width ? widest : variant),
      null,
    );
  return {
    sources,
    src: widestWebp?.url ?? item.url,
    width: item.width,
    height: item.height,
    alt: item.alt,
  };
}
