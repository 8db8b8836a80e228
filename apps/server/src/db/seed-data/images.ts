/**
 * Seed pictures, one per story. Each publication has a few drawn illustrations
 * (apps/web/public/seed/<tenant>/<name>.svg); a story gets the picture its seed names, and when
 * several stories name the same one, the later ones get a variant of it (mirrored, recropped and
 * recoloured: `<name>-v2.svg`, `-v3.svg`...), so no picture repeats on a page. The variants are
 * files next to the originals, written by `writeImageVariants` (after adding stories, run
 * `npx tsx apps/server/src/db/seed-data/images.ts`); nothing is fetched from anywhere.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WEB_PUBLIC_DIR } from '../../paths.js';
import type { SeedStory } from './types.js';

/** Picture `variant` (0 = the drawing itself) of a seed image path. */
export function imageVariantPath(base: string, variant: number): string {
  return variant === 0 ? base : base.replace(/\.svg$/, `-v${variant + 1}.svg`);
}

/**
 * Each story's picture, in the stories' order: newest first, the n-th story naming an image gets
 * its n-th variant. Stories without an image keep none.
 */
export function distinctStoryImages(stories: readonly SeedStory[]): (string | null)[] {
  const newestFirst = stories
    .map((story, index) => ({ story, index }))
    .sort((a, b) => a.story.hours_ago - b.story.hours_ago || a.index - b.index);
  const uses = new Map<string, number>();
  const images: (string | null)[] = stories.map(() => null);
  for (const { story, index } of newestFirst) {
    if (!story.image) continue;
    const used = uses.get(story.image) ?? 0;
    uses.set(story.image, used + 1);
    images[index] = imageVariantPath(story.image, used);
  }
  return images;
}

interface VariantLook {
  mirror: boolean;
  /** How much closer than the original (1 = the whole drawing). */
  zoom: number;
  /** Where the closer frame sits, 0..1 across and down the spare room. */
  focusX: number;
  focusY: number;
  /** Degrees round the colour wheel. */
  hue: number;
}

const LOOKS: readonly VariantLook[] = [
  { mirror: true, zoom: 1, focusX: 0.5, focusY: 0.5, hue: 28 },
  { mirror: false, zoom: 1.35, focusX: 0.2, focusY: 0.45, hue: -32 },
  { mirror: true, zoom: 1.25, focusX: 0.85, focusY: 0.6, hue: 62 },
  { mirror: false, zoom: 1.5, focusX: 0.55, focusY: 0.25, hue: -70 },
  { mirror: true, zoom: 1.6, focusX: 0.35, focusY: 0.8, hue: 110 },
];

const WIDTH = 1200;
const HEIGHT = 675;

function rotateHue(hex: string, degrees: number): string {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  // Greys, black and white stay as they are.
  if (delta === 0) return hex;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  const toHex = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value + m)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${toHex(r1)}${toHex(g1)}${toHex(b1)}`;
}

/** The drawing `svg` as variant `variant` (1 and up): another frame and palette of it. */
export function variantSvg(svg: string, variant: number): string {
  const look = LOOKS[(variant - 1) % LOOKS.length];
  if (!look) throw new Error(`no look for picture variant ${variant}`);
  const width = WIDTH / look.zoom;
  const height = HEIGHT / look.zoom;
  const x = ((WIDTH - width) * look.focusX).toFixed(1);
  const y = ((HEIGHT - height) * look.focusY).toFixed(1);
  const recoloured = svg.replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (hex) =>
    rotateHue(hex, look.hue),
  );
  const open = /<svg\b[^>]*>/.exec(recoloured);
  if (!open) throw new Error('not an SVG drawing');
  const start = open.index + open[0].length;
  const end = recoloured.lastIndexOf('</svg>');
  const tag = open[0].replace(
    /viewBox="[^"]*"/,
    `viewBox="${x} ${y} ${width.toFixed(1)} ${height.toFixed(1)}"`,
  );
  const body = recoloured.slice(start, end);
  const framed = look.mirror ? `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${body}</g>` : body;
  return `${tag}${framed}</svg>\n`;
}

/**
 * Writes every variant the seed's stories use that `publicDir` (apps/web/public) lacks; returns
 * the paths written.
 */
export async function writeImageVariants(
  publicDir: string,
  storiesByTenant: readonly (readonly SeedStory[])[],
): Promise<string[]> {
  const written: string[] = [];
  for (const stories of storiesByTenant) {
    const images = distinctStoryImages(stories);
    for (const [index, story] of stories.entries()) {
      const image = images[index];
      if (!story.image || !image || image === story.image) continue;
      const target = join(publicDir, image);
      if (existsSync(target)) continue;
      const variant = Number(/-v(\d+)\.svg$/.exec(image)?.[1] ?? '1') - 1;
      const drawing = await readFile(join(publicDir, story.image), 'utf8');
      await writeFile(target, variantSvg(drawing, variant));
      written.push(image);
    }
  }
  return written;
}

export { WEB_PUBLIC_DIR };

// `npx tsx apps/server/src/db/seed-data/images.ts` writes the variants new seed stories need.
// (By its own name: inside the server's bundle every module's import.meta.url is the bundle's.)
if (process.argv[1] && /seed-data[\\/]images\.[jt]s$/.test(process.argv[1])) {
  const { seedTenants } = await import('./index.js');
  const written = await writeImageVariants(
    WEB_PUBLIC_DIR,
    seedTenants.map((tenant) => tenant.stories),
  );
  process.stdout.write(`${written.length} seed picture variants written\n`);
}
