#!/usr/bin/env node
/**
 * Writes apps/web/public/favicon.ico: the sun of apps/web/public/favicon.svg drawn at 16, 32 and
 * 48 pixels, each a PNG inside the ICO. Browsers ask for /favicon.ico where a page names no icon
 * (an XML sitemap or feed, a JSON answer), and crawlers always do.
 *
 * No image library and nothing downloaded: the drawing is the SVG's three shapes (eight round
 * rays, a disc and its ring, in its 64-unit box), sampled 8 x 8 times per pixel. Run it again
 * after changing the SVG: `node scripts/make-favicon.mjs`. The output is the same on every run.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUTPUT = fileURLToPath(new URL('../apps/web/public/favicon.ico', import.meta.url));
const SIZES = [16, 32, 48];
const SAMPLES = 8;

const AMBER = [0xf5, 0x9e, 0x0b];
const BLUE = [0x19, 0x76, 0xd2];
const CENTRE = 32;
const RADIUS = 13;
const RING_WIDTH = 3;
const RAY_WIDTH = 4;
/** The rays of favicon.svg's path, as segments in its 64-unit box. */
const RAYS = [
  [32, 4, 32, 12],
  [32, 52, 32, 60],
  [4, 32, 12, 32],
  [52, 32, 60, 32],
  [12.2, 12.2, 17.9, 17.9],
  [46.1, 46.1, 51.8, 51.8],
  [12.2, 51.8, 17.9, 46.1],
  [46.1, 17.9, 51.8, 12.2],
];

function distanceToSegment(x, y, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** The colour at a point of the 64-unit box, the shapes painted in the SVG's order; or null. */
function colourAt(x, y) {
  const fromCentre = Math.hypot(x - CENTRE, y - CENTRE);
  if (Math.abs(fromCentre - RADIUS) <= RING_WIDTH / 2) return BLUE;
  if (fromCentre <= RADIUS) return AMBER;
  if (RAYS.some((ray) => distanceToSegment(x, y, ray) <= RAY_WIDTH / 2)) return AMBER;
  return null;
}

/** size x size RGBA pixels. */
function draw(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = 64 / size;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt(
            (column + (sx + 0.5) / SAMPLES) * unit,
            (row + (sy + 0.5) / SAMPLES) * unit,
          );
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          covered += 1;
        }
      }
      const offset = (row * size + column) * 4;
      if (covered > 0) {
        pixels[offset] = Math.round(red / covered);
        pixels[offset + 1] = Math.round(green / covered);
        pixels[offset + 2] = Math.round(blue / covered);
        pixels[offset + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
      }
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with its filter type: 0, none.
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size;
    entry[1] = size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const file = ico(SIZES.map((size) => ({ size, data: png(size, draw(size)) })));
writeFileSync(OUTPUT, file);
console.log(`${OUTPUT}: ${file.length} bytes, ${SIZES.join(', ')} px`);
