import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_HEADER_BYTES, imageSizeOf, type PixelSize } from './image-size.js';

/** A picture this server serves from a file of its own: what a feed's enclosure must say. */
export interface ImageFile {
  /** The file's size in bytes (an RSS enclosure's `length`). */
  length: number;
  /** Its media type, e.g. 'image/svg+xml'. */
  type: string;
}

/**
 * The media types of the pictures the server writes or ships, by extension: uploads are
 * re-encoded under names the server chose (WebP, PNG for logos), and the demo's pictures are SVG.
 */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

const UPLOADS_PATH = '/uploads/';
/** Any origin would do: it only tells a path on this server from another site's address. */
const PROBE_ORIGIN = 'http://this-server.invalid';

export interface ImageFileRoots {
  /** DATA_DIR/uploads, served at /uploads/. */
  uploadsDir: string;
  /** The built web app, whose files (the demo's pictures under /seed/) are served at the root. */
  webDistDir: string | null;
}

/** `relative` inside `root`, or null when it would leave it ('/../', an absolute path). */
function inside(root: string, relative: string): string | null {
  const resolved = path.resolve(root, `.${path.sep}${relative}`);
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
}

/** The file behind a stored picture address and its media type; null when it is not this server's. */
function locate(roots: ImageFileRoots, address: string | null | undefined) {
  const trimmed = address?.trim();
  if (!trimmed?.startsWith('/') || trimmed.startsWith('//')) return null;
  let pathname: string;
  try {
    const url = new URL(trimmed, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const type = IMAGE_TYPES[path.extname(pathname).toLowerCase()];
  if (!type || pathname.includes('\0')) return null;
  const file = pathname.startsWith(UPLOADS_PATH)
    ? inside(roots.uploadsDir, pathname.slice(UPLOADS_PATH.length))
    : roots.webDistDir
      ? inside(roots.webDistDir, pathname.slice(1))
      : null;
  return file ? { file, type } : null;
}

/** Sizes remembered: a stored file never changes (uploads get new names), so each is read once. */
const MAX_REMEMBERED_SIZES = 2_000;

/**
 * Finds the file behind a stored picture address ('/uploads/articles/3/x.webp', '/seed/space/
 * orbit.svg') and reads its size without reading it all. Another site's picture (an absolute
 * address, as feed stories have) is not looked up: its size is not known without fetching it,
 * which a page or a feed must not wait for, so it gets no enclosure (seo.mapper.ts) and no size.
 */
export function createImageFiles(roots: ImageFileRoots) {
  const sizes = new Map<string, PixelSize | null>();
  return {
    /** The file's length in bytes and its media type (an RSS enclosure). */
    async describe(address: string | null | undefined): Promise<ImageFile | null> {
      const found = locate(roots, address);
      if (!found) return null;
      try {
        const info = await stat(found.file);
        return info.isFile() ? { length: info.size, type: found.type } : null;
      } catch {
        return null;
      }
    },

    /** The picture's width and height in pixels, from the start of its file (lib/image-size.ts). */
    async size(address: string | null | undefined): Promise<PixelSize | null> {
      const found = locate(roots, address);
      if (!found) return null;
      if (sizes.has(found.file)) return sizes.get(found.file) ?? null;
      let size: PixelSize | null = null;
      try {
        const handle = await open(found.file, 'r');
        try {
          const buffer = Buffer.alloc(IMAGE_HEADER_BYTES);
          const { bytesRead } = await handle.read(buffer, 0, IMAGE_HEADER_BYTES, 0);
          size = imageSizeOf(buffer.subarray(0, bytesRead), found.type);
        } finally {
          await handle.close();
        }
      } catch {
        // Missing or unreadable: no size, and asked again next time (it may appear).
        return null;
      }
      if (sizes.size >= MAX_REMEMBERED_SIZES) sizes.delete(sizes.keys().next().value ?? '');
      sizes.set(found.file, size);
      return size;
    },
  };
}

export type ImageFiles = ReturnType<typeof createImageFiles>;
