import zlib from 'node:zlib';

/**
 * A stored body with a placeholder that every response replaces with a value of its own (a
 * page's CSP nonce, ADR 015), without compressing the whole body again for each response.
 *
 * The body is cut at the placeholders; each piece is deflated once, on its own (a sync flush
 * ends each, so none refers back into another), and a response's gzip stream is the pieces with
 * its own value between them as stored (uncompressed) deflate blocks, under a gzip header and a
 * trailer with the CRC of the whole. Brotli streams cannot be joined like this: such bodies go
 * out as gzip (which every browser takes) or as they are.
 */

interface Pieces {
  /** The body between the placeholders (one more than there are placeholders). */
  segments: Buffer[];
  /** Each segment as raw deflate: sync-flushed, the last one finished. Made on first use. */
  deflated: Buffer[] | null;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const cache = new WeakMap<Buffer, Map<string, Pieces>>();

function piecesOf(body: Buffer, placeholder: string): Pieces {
  let byPlaceholder = cache.get(body);
  if (!byPlaceholder) {
    byPlaceholder = new Map();
    cache.set(body, byPlaceholder);
  }
  let pieces = byPlaceholder.get(placeholder);
  if (!pieces) {
    const segments: Buffer[] = [];
    const marker = Buffer.from(placeholder);
    let start = 0;
    for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
      segments.push(body.subarray(start, at));
      start = at + marker.length;
    }
    segments.push(body.subarray(start));
    pieces = { segments, deflated: null };
    byPlaceholder.set(placeholder, pieces);
  }
  return pieces;
}

/** Whether the body holds the placeholder at all. */
export function holdsPlaceholder(body: Buffer, placeholder: string): boolean {
  return piecesOf(body, placeholder).segments.length > 1;
}

/** The body with `value` in place of every placeholder. */
export function splicedIdentity(body: Buffer, placeholder: string, value: string): Buffer {
  const { segments } = piecesOf(body, placeholder);
  if (segments.length === 1) return body;
  const filler = Buffer.from(value);
  const parts: Buffer[] = [];
  segments.forEach((segment, index) => {
    if (index > 0) parts.push(filler);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}

/** A stored deflate block (not the last) holding `bytes` (at most 65,535). */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  const head = Buffer.from([
    0x00,
    length & 0xff,
    (length >> 8) & 0xff,
    ~length & 0xff,
    (~length >> 8) & 0xff,
  ]);
  return Buffer.concat([head, bytes]);
}

/** The body with `value` in place of every placeholder, as a gzip stream. */
export function splicedGzip(body: Buffer, placeholder: string, value: string): Buffer {
  const pieces = piecesOf(body, placeholder);
  const { segments } = pieces;
  pieces.deflated ??= segments.map((segment, index) =>
    index === segments.length - 1
      ? zlib.deflateRawSync(segment)
      : zlib.deflateRawSync(segment, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  );
  const filler = Buffer.from(value);
  const fillerBlock = storedBlock(filler);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      parts.push(fillerBlock);
      crc = zlib.crc32(filler, crc);
      size += filler.length;
    }
    parts.push(pieces.deflated?.[index] as Buffer);
    crc = zlib.crc32(segment, crc);
    size += segment.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
