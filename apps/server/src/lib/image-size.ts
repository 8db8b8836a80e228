/**
 * The size in pixels of a picture, read from the start of its file without decoding it (sharp is
 * loaded only for uploads, ADR 014): WebP (what uploads are stored as), PNG, GIF, JPEG and SVG
 * (the demo's pictures). Null when the bytes say nothing usable.
 */
export interface PixelSize {
  width: number;
  height: number;
}

/** Enough of a file for every format below: a JPEG's size may follow a large EXIF block. */
export const IMAGE_HEADER_BYTES = 64 * 1024;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const sized = (width: number, height: number): PixelSize | null =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0
    ? { width, height }
    : null;

function webpSize(bytes: Uint8Array): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const width = 1 + (view.getUint16(24, true) | (view.getUint8(26) << 16));
    const height = 1 + (view.getUint16(27, true) | (view.getUint8(29) << 16));
    return sized(width, height);
  }
  // Lossy: a key frame's start code, then 14 bits of width and of height.
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  // Lossless: a signature byte, then width - 1 and height - 1 in 14 bits each.
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

function jpegSize(bytes: Uint8Array): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    // Fill bytes, and markers that stand alone.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // A start of frame (not DHT, JPG or DAC, which share the range) holds the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return sized(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** A length attribute in pixels ('1200', '1200px'); null for percentages and other units. */
function svgLength(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Math.round(Number(match[1])) : null;
}

function svgSize(text: string): PixelSize | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return null;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(root)
      ?.slice(1)
      .find((value) => value !== undefined);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width !== null && height !== null) return sized(width, height);
  // Without both lengths, the view box gives the drawing's own size.
  const box = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth, boxHeight] = box;
  if (box.length !== 4 || boxWidth === undefined || boxHeight === undefined) return null;
  return sized(Math.round(boxWidth), Math.round(boxHeight));
}

/** The picture's size from the start of its file (`IMAGE_HEADER_BYTES` are enough). */
export function imageSizeOf(bytes: Uint8Array, type: string): PixelSize | null {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    switch (type) {
      case 'image/webp':
        return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP'
          ? webpSize(bytes)
          : null;
      case 'image/png':
        return ascii(bytes, 12, 4) === 'IHDR'
          ? sized(view.getUint32(16), view.getUint32(20))
          : null;
      case 'image/gif':
        return ascii(bytes, 0, 3) === 'GIF'
          ? sized(view.getUint16(6, true), view.getUint16(8, true))
          : null;
      case 'image/jpeg':
        return bytes[0] === 0xff && bytes[1] === 0xd8 ? jpegSize(bytes) : null;
      case 'image/svg+xml':
        return svgSize(new TextDecoder().decode(bytes));
      default:
        return null;
    }
  } catch {
    // A file cut short: DataView reads past its end throw.
    return null;
  }
}
