import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips) costs about 30 MB of resident memory once loaded: every node would pay it at
 * start for the rare upload, so it is loaded on the first image instead (ADR 014).
 */
function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

/**
 * The image type by the file's own bytes (magic numbers), never by its name or declared type:
 * a script renamed logo.png is not a PNG.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Decodes and re-encodes an image at each width (WebP, metadata dropped), so that nothing hidden
 * in the upload (EXIF, trailing bytes, polyglot payloads) survives. Animated images keep their
 * first frame.
 */
export async function renderWidths(
  bytes: Buffer,
  widths: readonly number[],
): Promise<Map<number, Buffer>> {
  const rendered = new Map<number, Buffer>();
  try {
    const sharp = await loadSharp();
    for (const width of widths) {
      const output = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, pages: 1 })
        .rotate()
        .resize({ width, height: width * 4, fit: 'inside' })
        .webp({ quality: 90, alphaQuality: 100 })
        .toBuffer();
      rendered.set(width, output);
    }
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  return rendered;
}

/**
 * An upload decoded and re-encoded to WebP, as wide as it was but at most `maxWidth`, with its
 * rendered size (article images, ad creatives). Throws on anything sharp cannot decode.
 */
export async function reencodeToWebp(
  bytes: Buffer,
  maxWidth: number,
): Promise<{ output: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { failOn: 'error', pages: 1 }).metadata();
  const width = Math.min(maxWidth, meta.autoOrient?.width ?? meta.width ?? maxWidth);
  const output = (await renderWidths(bytes, [width])).get(width);
  if (!output) throw new Error('nothing rendered');
  const rendered = await sharp(output).metadata();
  if (!rendered.width || !rendered.height) throw new Error('rendered image has no size');
  return { output, width: rendered.width, height: rendered.height };
}

/** One rendering of an image: its format, its size and its bytes. */
export interface RenderedImage {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  output: Buffer;
}

/**
 * The media library's renderings of an upload (issue 34): decoded once, then re-encoded at each
 * width in each format (metadata dropped, first frame only, turned upright). Throws
 * UnreadableImageError on anything sharp cannot decode.
 */
export async function renderImageSet(
  bytes: Buffer,
  renderings: readonly { format: 'webp' | 'avif'; width: number }[],
): Promise<RenderedImage[]> {
  const rendered: RenderedImage[] = [];
  try {
    const sharp = await loadSharp();
    for (const { format, width } of renderings) {
      const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, pages: 1 })
        .rotate()
        .resize({ width, height: width * 4, fit: 'inside', withoutEnlargement: true });
      const encoded =
        format === 'avif'
          ? pipeline.avif({ quality: 55, effort: 2 })
          : pipeline.webp({ quality: 85, alphaQuality: 100 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      rendered.push({ format, width: info.width, height: info.height, output: data });
    }
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  return rendered;
}

/** An upload's upright size without decoding its pixels; throws when sharp cannot read it. */
export async function imageSizeOfUpload(bytes: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { failOn: 'error', pages: 1 }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnreadableImageError('no size');
  return { width, height };
}
