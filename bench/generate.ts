/**
 * Bench data generator: fills a HelioNews database with `bench-1`..`bench-N` tenants, six
 * categories each and M published stories each, through the server's own `openDatabase` and
 * migrations, so the data has exactly the shape (and the indexes) the server reads.
 *
 *   npx tsx bench/generate.ts --tenants 1 --stories 2000 [--database-url URL | --data-dir DIR]
 *   npx tsx bench/generate.ts --reset ...   delete the bench-* tenants first, then generate
 *   npx tsx bench/generate.ts --clean       delete the bench-* tenants and stop
 *
 * `stories-bench.ts` imports `generateBenchData` from here instead of shelling out.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import cliProgress from 'cli-progress';
import { INDUSTRIES } from '@helionews/contracts';
import { count, eq, sql } from 'drizzle-orm';
import {
  DatabaseConnectionError,
  openDatabase,
  type Database,
  type DatabaseHandle,
} from '../apps/server/src/db/client.js';
import {
  categories,
  stories,
  tenants,
  type NewStoryRow,
  type NewTenantRow,
} from '../apps/server/src/db/schema/index.js';
import { DataDirLockedError, lockDataDir } from '../apps/server/src/lib/data-dir-lock.js';
import { slugify } from '../apps/server/src/lib/slug.js';

export const BENCH_SLUG_PREFIX = 'bench-';
/** Only `bench-<number>` is ours: a real paper called `bench-press-weekly` is never touched. */
const BENCH_SLUG_PATTERN = '^bench-[0-9]+$';
export const DEFAULT_BATCH_SIZE = 500;
export const MAX_BATCH_SIZE = 2_000; // 17 columns a story row; PostgreSQL allows 65 535 parameters
export const MAX_TENANTS = 10_000;
export const MAX_STORIES = 1_000_000;
/** Stories are spread over this period before the moment of generation. */
const PUBLICATION_SPAN_MS = 365 * 24 * 3_600_000;

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const defaultDataDir = path.join(benchDir, '.data');

export class BenchDataExistsError extends Error {
  override name = 'BenchDataExistsError';
}

export class UsageError extends Error {
  override name = 'UsageError';
}

// ---------------------------------------------------------------------------------------------
// Content: deterministic pseudo-random text of realistic length (no lorem ipsum: the search
// index and the JSON serializer see words of ordinary length and variety).

/** mulberry32: tiny, fast, and the same sequence on every run for a given seed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const BENCH_CATEGORIES = [
  { slug: 'world', name: 'World', description: 'News from every continent' },
  { slug: 'politics', name: 'Politics', description: 'Parliaments, elections and policy' },
  { slug: 'business', name: 'Business', description: 'Markets, companies and the economy' },
  { slug: 'technology', name: 'Technology', description: 'Software, hardware and the internet' },
  { slug: 'science', name: 'Science', description: 'Research, space and the environment' },
  { slug: 'sports', name: 'Sports', description: 'Results, transfers and analysis' },
] as const;

const SUBJECTS = [
  'the city council',
  'regional lawmakers',
  'a coalition of researchers',
  'the central bank',
  'local farmers',
  'the transport authority',
  'a group of engineers',
  'hospital administrators',
  'the national team',
  'independent auditors',
  'the energy regulator',
  'a start-up founded last year',
  'university scientists',
  'the finance ministry',
  'union representatives',
  'the space agency',
];
const VERBS = [
  'unveils',
  'approves',
  'rejects',
  'delays',
  'expands',
  'questions',
  'defends',
  'announces',
  'reviews',
  'launches',
  'scales back',
  'backs',
];
const OBJECTS = [
  'a plan to rebuild the harbour district',
  'new rules for short-term rentals',
  'a record budget for public transport',
  'an overhaul of the water network',
  'the first results of a long-running study',
  'a programme to train ten thousand nurses',
  'a cheaper route to orbit',
  'an ambitious target for renewable power',
  'a review of school funding',
  'stricter limits on data collection',
  'a bid to host the championship',
  'a merger worth several billion',
];
const QUALIFIERS = [
  'after months of debate',
  'despite fierce opposition',
  'ahead of the autumn session',
  'as costs keep rising',
  'in a surprise move',
  'following a public consultation',
  'amid growing pressure',
  'for the second time this year',
];
const CLAUSES = [
  'according to documents seen by this newspaper',
  'officials said on Tuesday',
  'although the details remain unclear',
  'a decision that could affect thousands of residents',
  'while critics warn that the timetable is unrealistic',
  'with the first measures expected before the end of the year',
  'which supporters describe as long overdue',
  'a spokesperson confirmed in a written statement',
];
const AUTHORS = [
  'Amira Haddad',
  'Jonas Lindqvist',
  'Priya Raman',
  'Tomás Ortega',
  'Chloé Martin',
  'Kwame Mensah',
  'Hana Suzuki',
  'Elena Petrova',
  'Daniel Okafor',
  'Sofia Rossi',
];
const SOURCES = ['Reuters Wire', 'Northern Courier', 'Daily Ledger', 'Metro Dispatch'];

/**
 * Names of places, people and organisations: tens of thousands of distinct words used with a
 * heavy head (a few names in the news every day, most rarely), as in a real archive. Without
 * them every story would use the same few hundred words, and a search for any word would match
 * most of a tenant's stories, which no real paper's archive does.
 */
const SYLLABLES = [
  'ka',
  'lo',
  'ven',
  'tar',
  'mi',
  'sel',
  'dor',
  'an',
  'bri',
  'cas',
  'el',
  'fen',
  'gar',
  'hal',
  'is',
  'jor',
  'kem',
  'lun',
  'mar',
  'nor',
  'ost',
  'pel',
  'quin',
  'ros',
  'sun',
  'tev',
  'ul',
  'var',
  'wen',
  'yor',
  'zan',
  'bel',
  'cor',
  'dra',
  'esk',
  'fal',
  'gil',
  'hov',
  'ith',
  'mun',
];
function nameOf(index: number, syllables: number): string {
  let name = '';
  let rest = index;
  for (let i = 0; i < syllables; i++) {
    name += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return capitalize(name);
}
const PLACES = Array.from({ length: 4_000 }, (_, i) => nameOf(i * 7 + 3, 3));
const SURNAMES = Array.from({ length: 20_000 }, (_, i) => nameOf(i * 13 + 5, 3));
const ORGANISATIONS = Array.from({ length: 3_000 }, (_, i) => `${nameOf(i * 11 + 1, 2)} Group`);
const FIRST_NAMES = ['Ana', 'Ben', 'Chen', 'Dara', 'Emil', 'Femi', 'Ines', 'Jun', 'Kofi', 'Lena'];
/** An index into a list of `n`, most picks near the start (a Zipf-like head). */
const skewed = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(Math.pow(random(), 3) * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
interface Cast {
  place: string;
  person: string;
  organisation: string;
}
function castOf(random: Random): Cast {
  return {
    place: skewed(random, PLACES),
    person: `${pick(random, FIRST_NAMES)} ${skewed(random, SURNAMES)}`,
    organisation: skewed(random, ORGANISATIONS),
  };
}
function namedSentence(random: Random, cast: Cast): string {
  return `${cast.person} of ${cast.organisation} spoke about the plans for ${cast.place}, ${pick(random, CLAUSES)}.`;
}

function sentence(random: Random): string {
  return `${capitalize(pick(random, SUBJECTS))} ${pick(random, VERBS)} ${pick(random, OBJECTS)}, ${pick(random, CLAUSES)}.`;
}

function paragraph(random: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(' ');
}

/** About 1.5 KB of the HTML the sanitizer lets through: paragraphs, a heading, a quote, a list. */
function storyBody(random: Random, cast: Cast): string {
  const parts = [
    `<p>${paragraph(random, 1)} ${namedSentence(random, cast)}</p>`,
    `<p>${paragraph(random, 2)}</p>`,
    `<h2>${capitalize(pick(random, QUALIFIERS))}</h2>`,
    `<p>${paragraph(random, 2)} <strong>${capitalize(pick(random, CLAUSES))}.</strong></p>`,
    `<blockquote><p>${sentence(random)}</p></blockquote><p>${namedSentence(random, castOf(random))}</p>`,
    `<ul><li>${capitalize(pick(random, OBJECTS))}</li><li>${capitalize(pick(random, OBJECTS))}</li></ul>`,
  ];
  let html = parts.join('');
  while (html.length < 1_400) html += `<p>${paragraph(random, 2)}</p>`;
  return html;
}

function storyTitle(random: Random, cast: Cast): string {
  return `${cast.place}: ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, QUALIFIERS)}`;
}

function tenantRow(index: number): NewTenantRow {
  const hue = (index * 47) % 360;
  const colour = (lightness: number) => hslToHex(hue, 0.6, lightness);
  return {
    slug: `${BENCH_SLUG_PREFIX}${index}`,
    name: `${BENCH_SLUG_PREFIX}${index}`,
    displayName: `Bench Gazette ${index}`,
    description: `Synthetic publication number ${index}, generated for load tests`,
    industry: INDUSTRIES[index % INDUSTRIES.length] ?? 'general',
    branding: {
      primary_color: colour(0.4),
      secondary_color: colour(0.25),
      background_color: '#ffffff',
      text_color: '#111111',
    },
    settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
  };
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function storyRows(
  tenantId: number,
  tenantIndex: number,
  categoryIds: readonly number[],
  from: number,
  to: number,
  total: number,
  now: number,
): NewStoryRow[] {
  const rows: NewStoryRow[] = [];
  for (let i = from; i < to; i++) {
    const random = createRandom(tenantIndex * 1_000_003 + i);
    const cast = castOf(random);
    const title = storyTitle(random, cast);
    // Newest first in index order, evenly spread over the span with up to an hour of jitter.
    const publishedAt = new Date(now - (i / total) * PUBLICATION_SPAN_MS - random() * 3_600_000);
    const fromFeed = random() < 0.25;
    rows.push({
      tenantId,
      categoryId: categoryIds[i % categoryIds.length] ?? null,
      origin: fromFeed ? 'feed' : 'editorial',
      status: 'published',
      title,
      slug: slugify(title),
      summary: `${paragraph(random, 1)} ${namedSentence(random, cast)}`,
      bodyHtml: storyBody(random, cast),
      imageUrl: `https://images.example.com/bench/${tenantIndex}/${i + 1}.jpg`,
      author: pick(random, AUTHORS),
      language: 'en',
      sourceName: fromFeed ? pick(random, SOURCES) : null,
      sourceUrl: fromFeed ? `https://news.example.com/${tenantIndex}/${i + 1}` : null,
      guid: fromFeed ? `bench-${tenantIndex}-${i + 1}` : null,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Database operations, shared with stories-bench.ts.

const isBenchSlug = sql`${tenants.slug} ~ ${BENCH_SLUG_PATTERN}`;

export async function findBenchTenants(db: Database): Promise<{ id: number; slug: string }[]> {
  return db
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(isBenchSlug)
    .orderBy(tenants.id);
}

/** Deletes every bench-<n> tenant; categories and stories go with them (ON DELETE CASCADE). */
export async function deleteBenchTenants(db: Database): Promise<number> {
  const deleted = await db.delete(tenants).where(isBenchSlug).returning({ id: tenants.id });
  return deleted.length;
}

/** Published stories of one tenant, or null when the tenant does not exist. */
export async function countPublishedStories(db: Database, slug: string): Promise<number | null> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!tenant) return null;
  const [row] = await db
    .select({ value: count() })
    .from(stories)
    .where(sql`${stories.tenantId} = ${tenant.id} and ${stories.status} = 'published'`);
  return Number(row?.value ?? 0);
}

export interface GenerateOptions {
  tenants: number;
  stories: number;
  batchSize?: number;
  /** Delete existing bench-* tenants first instead of refusing. */
  reset?: boolean;
  /** Show a progress bar on stderr (only drawn when stderr is a terminal). */
  progress?: boolean;
  now?: Date;
}

export interface GenerateReport {
  deletedTenants: number;
  tenants: number;
  categories: number;
  stories: number;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

/**
 * Inserts the bench data. Each tenant is one transaction (tenant, categories, then stories in
 * batches of `batchSize` rows per INSERT), so an interrupted run leaves whole tenants only.
 */
export async function generateBenchData(
  db: Database,
  options: GenerateOptions,
): Promise<GenerateReport> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const now = (options.now ?? new Date()).getTime();

  let deletedTenants = 0;
  const existing = await findBenchTenants(db);
  if (existing.length > 0) {
    if (!options.reset) {
      throw new BenchDataExistsError(
        `${existing.length} bench tenant(s) already exist (${existing[0]?.slug}...): pass --reset to replace them, or --clean to delete them`,
      );
    }
    deletedTenants = await deleteBenchTenants(db);
  }

  const totalStories = options.tenants * options.stories;
  const bar = options.progress
    ? new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format:
            'generating [{bar}] {percentage}% | {value}/{total} stories | {tenant} | {duration}s',
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(totalStories, 0, { tenant: '' });

  const started = performance.now();
  let categoryCount = 0;
  try {
    for (let index = 1; index <= options.tenants; index++) {
      bar?.update({ tenant: `${BENCH_SLUG_PREFIX}${index}` });
      await db.transaction(async (tx) => {
        const [tenant] = await tx
          .insert(tenants)
          .values(tenantRow(index))
          .returning({ id: tenants.id });
        if (!tenant)
          throw new Error(`inserting tenant ${BENCH_SLUG_PREFIX}${index} returned no row`);
        const categoryRows = await tx
          .insert(categories)
          .values(
            BENCH_CATEGORIES.map((category, position) => ({
              tenantId: tenant.id,
              ...category,
              position,
            })),
          )
          .returning({ id: categories.id });
        categoryCount += categoryRows.length;
        const categoryIds = categoryRows.map((row) => row.id);
        for (let from = 0; from < options.stories; from += batchSize) {
          const to = Math.min(from + batchSize, options.stories);
          await tx
            .insert(stories)
            .values(storyRows(tenant.id, index, categoryIds, from, to, options.stories, now));
          bar?.increment(to - from);
        }
      });
    }
  } finally {
    bar?.stop();
  }
  // What autovacuum would do within a minute of a bulk load: fresh planner statistics, and a
  // visibility map that lets the count read the index alone. Without it the first benchmark runs
  // measure a freshly loaded table no production database keeps for long (docs/performance.md).
  await db.execute(sql`vacuum analyze ${tenants}, ${categories}, ${stories}`);

  const seconds = (performance.now() - started) / 1000;
  const rows = options.tenants + categoryCount + totalStories;
  return {
    deletedTenants,
    tenants: options.tenants,
    categories: categoryCount,
    stories: totalStories,
    rows,
    seconds,
    rowsPerSecond: seconds > 0 ? rows / seconds : rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Command line.

/** An option's name, its text (undefined when not given), its default, its bounds. */
type NumberOption = [
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
];

/** A whole number within bounds, or a one-line UsageError naming the option. */
export const parseWholeNumber = (...option: NumberOption): number =>
  parseNumber('a whole number', (raw) => /^\d+$/.test(raw.trim()), ...option);

/** A number (decimals allowed) within bounds, or a one-line UsageError naming the option. */
export const parseDecimal = (...option: NumberOption): number =>
  parseNumber(
    'a number',
    (raw) => /^\d+(\.\d+)?$/.test(raw.trim()) && Number.isFinite(Number(raw)),
    ...option,
  );

function parseNumber(
  what: string,
  isValid: (raw: string) => boolean,
  ...[name, raw, fallback, min, max]: NumberOption
): number {
  if (raw === undefined) return fallback;
  if (!isValid(raw)) throw new UsageError(`--${name} must be ${what} (got "${raw}")`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new UsageError(`--${name} must be between ${min} and ${max} (got ${value})`);
  }
  return value;
}

export function assertPostgresUrl(url: string, label: string): void {
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new UsageError(`${label} must be a postgres:// or postgresql:// URL`);
  }
}

/** parseArgs with its errors turned into one short line. */
export function parseCommandLine<T extends Parameters<typeof parseArgs>[0]>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${message.split('. ')[0]?.replace(/\.$/, '')} (see --help)`);
  }
}

/** How a bench option is given: with a value (`--name value`) or alone (a flag, false unless given). */
export type OptionKind = 'string' | 'boolean';

/** A bench's command line once parsed, each option read by its name. */
export interface BenchCommandLine<K extends string> {
  /** The value given to --name, if any. */
  text(name: K): string | undefined;
  /** Whether the flag --name was given. */
  flag(name: K): boolean;
  /** --name as a whole number from min to max, or `fallback` when it is not given. */
  wholeNumber(name: K, fallback: number, min: number, max: number): number;
}

/**
 * The command line of a bench: the options it names, plus --help (-h); strict, no positionals.
 * 'help' when --help is given.
 */
export function parseBenchCommandLine<K extends string>(
  argv: string[],
  kinds: Record<K, OptionKind>,
): BenchCommandLine<K> | 'help' {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, type] of Object.entries<OptionKind>(kinds)) {
    options[name] = type === 'boolean' ? { type, default: false } : { type };
  }
  options.help = { type: 'boolean', short: 'h', default: false };
  const { values } = parseCommandLine({
    args: argv,
    options,
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const text = (name: K) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    text,
    flag: (name) => values[name] === true,
    wholeNumber: (name, fallback, min, max) =>
      parseWholeNumber(name, text(name), fallback, min, max),
  };
}

const USAGE = `Usage: npx tsx bench/generate.ts [options]

  --tenants N          bench tenants to create, bench-1..bench-N (default 1, at most ${MAX_TENANTS})
  --stories M          published stories per tenant (default 2000, at most ${MAX_STORIES})
  --database-url URL   PostgreSQL to fill (default: DATABASE_URL)
  --data-dir DIR       embedded PGlite data directory (default: DATA_DIR, else bench/.data)
  --batch-size B       rows per INSERT (default ${DEFAULT_BATCH_SIZE}, at most ${MAX_BATCH_SIZE})
  --reset              delete existing bench-* tenants first (their stories cascade)
  --clean              only delete the bench-* tenants, then stop
  --help               show this help`;

interface CliOptions {
  tenants: number;
  stories: number;
  batchSize: number;
  reset: boolean;
  clean: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
}

function parseCli(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  const cli = parseBenchCommandLine(argv, {
    tenants: 'string',
    stories: 'string',
    'batch-size': 'string',
    'database-url': 'string',
    'data-dir': 'string',
    reset: 'boolean',
    clean: 'boolean',
  });
  if (cli === 'help') return 'help';
  const urlArg = cli.text('database-url');
  const dirArg = cli.text('data-dir');
  if (urlArg !== undefined && dirArg !== undefined) {
    throw new UsageError('--database-url and --data-dir are exclusive: pass one of them');
  }
  if (
    cli.flag('clean') &&
    (cli.flag('reset') || cli.text('tenants') !== undefined || Boolean(cli.text('stories')))
  ) {
    throw new UsageError(
      '--clean only deletes the bench tenants: drop --reset/--tenants/--stories',
    );
  }
  const databaseUrl = urlArg ?? (dirArg === undefined ? env.DATABASE_URL || undefined : undefined);
  if (databaseUrl !== undefined) {
    assertPostgresUrl(databaseUrl, urlArg === undefined ? 'DATABASE_URL' : '--database-url');
  }
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dirSetting = dirArg ?? (env.DATA_DIR || undefined);
  if (dirSetting === '') throw new UsageError('--data-dir must not be empty');
  return {
    tenants: cli.wholeNumber('tenants', 1, 1, MAX_TENANTS),
    stories: cli.wholeNumber('stories', 2_000, 1, MAX_STORIES),
    batchSize: cli.wholeNumber('batch-size', DEFAULT_BATCH_SIZE, 1, MAX_BATCH_SIZE),
    reset: cli.flag('reset'),
    clean: cli.flag('clean'),
    databaseUrl,
    dataDir: dirSetting === undefined ? defaultDataDir : path.resolve(baseDir, dirSetting),
  };
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  // The embedded database is one process's files: refuse while a server holds them.
  const unlock = options.databaseUrl ? null : await lockDataDir(options.dataDir);
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    await handle.migrate();
    const where = `${handle.kind === 'pglite' ? 'PGlite in' : 'PostgreSQL at'} ${handle.location}`;
    if (options.clean) {
      const deleted = await deleteBenchTenants(handle.db);
      console.log(`Deleted ${deleted} bench tenant(s) and their stories from ${where}`);
      return;
    }
    console.error(
      `Generating ${options.tenants} tenant(s) x ${options.stories} stories into ${where}`,
    );
    const report = await generateBenchData(handle.db, {
      tenants: options.tenants,
      stories: options.stories,
      batchSize: options.batchSize,
      reset: options.reset,
      progress: true,
    });
    if (report.deletedTenants > 0) {
      console.log(`Deleted ${report.deletedTenants} existing bench tenant(s) first (--reset)`);
    }
    console.log(
      `Inserted ${report.tenants} tenants, ${report.categories} categories and ${report.stories} stories ` +
        `(${report.rows} rows) in ${report.seconds.toFixed(1)} s: ${Math.round(report.rowsPerSecond)} rows/s`,
    );
  } finally {
    await handle?.close();
    await unlock?.();
  }
}

function isEntryPoint(): boolean {
  const invoked = process.argv[1];
  if (!invoked) return false;
  try {
    return realpathSync(path.resolve(invoked)) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof BenchDataExistsError ||
      error instanceof DatabaseConnectionError ||
      error instanceof DataDirLockedError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`generate: ${known ? message : `failed: ${message}`}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
