// `npm run check:budgets`: the JavaScript a reader's browser really downloads, page by page, and
// the front page's HTML size (issue 21). It starts the built server on the demo data, opens each
// reader page in Debian's Chromium with a fresh profile (nothing stored, nothing cached, no
// interaction) and waits until the network has been quiet for 3 s. Every script response of that
// load (module preloads included) counts: its body is gzipped here at level 9 and summed.
//
//   budget   60 KB gzip per page, 100 KB on /realtime-news (goal for every page: 30 KB)
//   HTML     the front page's HTML, before compression, at most 60 KB
//   forbidden  no back-office or account code, no validation library, no development build in
//            the chunks a page loaded (apps/web/dist/.vite/chunk-modules.json names their modules)
//
// It also measures what each island (`<helio-island>`, issue 21's islands contract) adds when its
// trigger fires: visible ones are scrolled into view, interaction ones get focus and a
// pointerdown, idle ones are waited for. Islands are triggered in page order on the same page, so
// a chunk shared by two islands counts for the first. Islands named in ISLAND_JS_BUDGETS are held
// to their budget (the comments island: 60 KB once the section scrolled into view, issue 30);
// the others are reported only.
// KB here are 1000 bytes, as in the issue.
//
//   npm run check:budgets            builds first when the sources changed
//   node scripts/check-budgets.mjs --ratchet   CI's mode (.ci/run): the same budgets, on the build
//                                    that `npm test` made; it never builds (`--ci` is the same)
/* global document, window, PointerEvent -- page functions below run in the browser */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { adminSession, buildIfNeeded, readerPages, root, startBuiltServer } from './lib.mjs';

/**
 * Script an island may add when its trigger fires, gzip (level 9), bytes, by island name. An
 * island with a budget that does not hydrate within the wait is a breach too (not measured).
 */
export const ISLAND_JS_BUDGETS = { comments: 60_000 };

/** Initial script per page, gzip (level 9), bytes. */
export const PAGE_JS_BUDGET = 60_000;
/** The realtime page keeps a live list (its stream client and list) from the first paint. */
export const REALTIME_JS_BUDGET = 100_000;
/** Where issue 21 wants every page to end up; printed, not enforced. */
export const PAGE_JS_GOAL = 30_000;
/** The front page's HTML as sent, before compression. */
export const FRONT_PAGE_HTML_BUDGET = 60_000;
/** The network counts as settled after this long without a request in flight. */
export const NETWORK_QUIET_MS = 3_000;
/** ...or after this long, whatever still runs (then said on the page's line). */
export const NETWORK_MAX_WAIT_MS = 15_000;
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Source paths (relative to apps/web) that must never reach a reader page's first load. */
export const FORBIDDEN_MODULES = [
  { pattern: /^src\/features\/admin\//, what: 'back-office code' },
  { pattern: /^src\/features\/auth\/(profile|donations)\//, what: 'account code' },
  // Validation loads with the first API answer (lib/reader-schemas.ts), not with the page.
  { pattern: /(^|\/)node_modules\/zod\//, what: 'a schema validation library' },
  // React's development build: the web app was built with NODE_ENV other than production.
  {
    pattern: /(^|\/)node_modules\/.*\.development\.js$/,
    what: 'a development build of a library (build with NODE_ENV=production)',
  },
];

/** The page's budget, by its path. */
export function budgetFor(pathname) {
  return pathname === '/realtime-news' ? REALTIME_JS_BUDGET : PAGE_JS_BUDGET;
}

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/** 'assets/index-abc.js' for 'http://host/assets/index-abc.js?x'; null for other origins. */
export function assetFileOf(url, base) {
  const parsed = new URL(url);
  if (base && parsed.origin !== new URL(base).origin) return null;
  return decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
}

/** The manifest's name for a built file: the source of an entry, else the shared chunk's name. */
export function chunkLabel(manifest, file) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
  if (!key) return 'not in the manifest';
  const island = /^src\/islands\/(.+)\.island\.tsx?$/.exec(key);
  if (island) return `island ${island[1]}`;
  if (key.startsWith('_')) return `${manifest[key].name ?? key} (shared)`;
  return key;
}

/**
 * Forbidden modules in the given chunk files, from the build's chunk-modules.json: one finding
 * per chunk and kind of code, with the modules that matched.
 */
export function forbiddenModulesIn(files, chunkModules) {
  const found = new Map();
  for (const file of files) {
    const modules = chunkModules[file];
    if (!modules) {
      found.set(file, {
        file,
        what: 'code chunk-modules.json does not list (stale build?)',
        modules: [],
      });
      continue;
    }
    for (const module of modules) {
      const rule = FORBIDDEN_MODULES.find(({ pattern }) => pattern.test(module));
      if (!rule) continue;
      const key = `${file}\n${rule.what}`;
      if (!found.has(key)) found.set(key, { file, what: rule.what, modules: [] });
      found.get(key).modules.push(module.replace(/^(\.\.\/)+/, ''));
    }
  }
  return [...found.values()];
}

/** Per-island extra bytes, summed by island name (an island can appear several times). */
export function islandTotals(triggered) {
  const byName = new Map();
  for (const island of triggered) {
    const entry = byName.get(island.name) ?? {
      name: island.name,
      trigger: island.trigger,
      count: 0,
      bytes: 0,
      notes: new Set(),
    };
    entry.count += 1;
    entry.bytes += island.bytes;
    if (island.note) entry.notes.add(island.note);
    byName.set(island.name, entry);
  }
  return [...byName.values()];
}

/** ADR 016 states the loader's size; this keeps the statement true (issue 30, item 11). */
export const ISLANDS_ADR = 'docs/decisions/016-reader-islands.md';
const LOADER_SIZE_STATED = /`islands\/loader\.ts`, about ([\d.]+) KB gzipped/;

/**
 * One line when ADR 016's "about N KB" for the loader is more than 1 KB off the loader chunk
 * (`loaderFile`, the manifest's `reader.html` entry) the front page loaded, or when the ADR no
 * longer states it.
 */
export function docsBreachesOf(pages, adrText, loaderFile) {
  const stated = LOADER_SIZE_STATED.exec(adrText.replace(/\s+/g, ' '));
  if (!stated) return [`✗ budgets: ${ISLANDS_ADR} no longer says how big the island loader is`];
  const front = pages.find((page) => page.path === '/' && !page.error);
  if (!front) return [];
  const loader = front.scripts
    .filter((script) => script.file === loaderFile)
    .reduce((sum, script) => sum + script.gzip, 0);
  const statedKb = Number(stated[1]);
  return Math.abs(loader / 1000 - statedKb) > 1
    ? [
        `✗ budgets: ${ISLANDS_ADR} says the island loader is about ${statedKb} KB gzipped; it is ` +
          `${kb(loader)}: correct the ADR`,
      ]
    : [];
}

/** One line per breach, for the given page results and the front page's HTML size. */
export function breachesOf(pages, frontHtmlBytes) {
  const lines = [];
  for (const page of pages) {
    if (page.error) {
      lines.push(`✗ budgets: ${page.name} (${page.path}) could not be measured: ${page.error}`);
      continue;
    }
    if (page.total > page.budget) {
      lines.push(
        `✗ budgets: ${page.name} (${page.path}) loads ${kb(page.total)} of script (gzip), ` +
          `over its ${kb(page.budget)} budget by ${kb(page.total - page.budget)}`,
      );
    }
    for (const island of page.islands ?? []) {
      const budget = ISLAND_JS_BUDGETS[island.name];
      if (budget === undefined) continue;
      if (island.note?.startsWith('not hydrated')) {
        lines.push(
          `✗ budgets: the ${island.name} island on ${page.name} (${page.path}) could not be measured: ${island.note}`,
        );
      } else if (island.bytes > budget) {
        lines.push(
          `✗ budgets: the ${island.name} island on ${page.name} (${page.path}) adds ${kb(island.bytes)} ` +
            `of script (gzip) when triggered, over its ${kb(budget)} budget by ${kb(island.bytes - budget)}`,
        );
      }
    }
    for (const { file, what, modules } of page.forbidden) {
      const which =
        modules.length === 0
          ? ''
          : modules.length === 1
            ? `: ${modules[0]}`
            : ` (${modules.length} modules, e.g. ${modules[0]})`;
      lines.push(
        `✗ budgets: ${page.name} (${page.path}) loads ${file}, which holds ${what}${which}`,
      );
    }
  }
  if (frontHtmlBytes !== null && frontHtmlBytes > FRONT_PAGE_HTML_BUDGET) {
    lines.push(
      `✗ budgets: the front page's HTML is ${kb(frontHtmlBytes)} before compression, over its ` +
        `${kb(FRONT_PAGE_HTML_BUDGET)} limit by ${kb(frontHtmlBytes - FRONT_PAGE_HTML_BUDGET)}`,
    );
  }
  return lines;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** True for script responses: `<script>`, module imports and module preloads. */
function isScriptResponse(response) {
  const type = response.request().resourceType();
  if (type === 'script') return true;
  const contentType = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(contentType);
}

/**
 * Follows a page's requests: the script responses (with their bodies) and whether the network is
 * quiet. Streams that stay open on purpose (EventSource, WebSocket) do not keep it busy.
 */
export function watchNetwork(page) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  const scripts = new Map();
  const longLived = (request) => ['eventsource', 'websocket'].includes(request.resourceType());
  page.on('request', (request) => {
    if (longLived(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (!isScriptResponse(response) || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  return {
    /** Resolves true once nothing was in flight for `quietMs`, false after `maxMs`. */
    async quiet(quietMs = NETWORK_QUIET_MS, maxMs = NETWORK_MAX_WAIT_MS) {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return true;
        await sleep(100);
      }
      return false;
    },
    /** Every script URL seen so far. */
    urls: () => [...scripts.keys()],
    body: (url) => scripts.get(url),
  };
}

const ISLAND_SETTLE_QUIET_MS = 1_000;
const ISLAND_MAX_WAIT_MS = 6_000;

/**
 * Fires each island's trigger in turn and measures the script it pulled in. `loadedWithPage(name)`
 * gives the gzip bytes of the island's own chunk when it was already in the page's load.
 */
export async function measureIslands(page, network, sizeOf, loadedWithPage = () => 0) {
  const islands = await page.$$eval('helio-island', (elements) =>
    elements.map((element) => ({
      name: element.getAttribute('name') ?? '(unnamed)',
      trigger: element.getAttribute('trigger') ?? 'idle',
      when: element.getAttribute('when'),
      hydrated: element.hasAttribute('hydrated'),
    })),
  );
  const results = [];
  for (const [index, island] of islands.entries()) {
    if (island.when === 'signed-in' || island.when === 'admin') {
      results.push({
        ...island,
        bytes: 0,
        note: `${island.when} only: a signed-out reader never loads it (measured below)`,
      });
      continue;
    }
    const withPage = () =>
      `hydrated with the page: its own chunk, ${kb(loadedWithPage(island.name))}, is in the total`;
    if (island.hydrated && island.trigger !== 'idle') {
      results.push({ ...island, bytes: 0, note: withPage() });
      continue;
    }
    const before = new Set(network.urls());
    await page.evaluate(
      ({ index, trigger }) => {
        const element = document.querySelectorAll('helio-island')[index];
        if (!element) return;
        if (trigger === 'visible') {
          // The wrapper is `display: contents` (no box to scroll to): its first child is what
          // the loader observes (islands/triggers.ts).
          (element.firstElementChild ?? element).scrollIntoView({ block: 'center' });
        } else if (trigger === 'interaction') {
          const target =
            element.querySelector('a[href],button,input,select,textarea,summary,[tabindex]') ??
            element;
          target.focus?.({ preventScroll: true });
          target.dispatchEvent(
            new PointerEvent('pointerdown', { bubbles: true, composed: true, isPrimary: true }),
          );
        }
      },
      { index, trigger: island.trigger },
    );
    const hydrated = await page
      .waitForFunction(
        (i) => document.querySelectorAll('helio-island')[i]?.hasAttribute('hydrated'),
        index,
        { timeout: ISLAND_MAX_WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    await network.quiet(ISLAND_SETTLE_QUIET_MS, ISLAND_MAX_WAIT_MS);
    const added = network.urls().filter((url) => !before.has(url));
    let bytes = 0;
    for (const url of added) bytes += await sizeOf(url);
    const note = !hydrated
      ? `not hydrated within ${ISLAND_MAX_WAIT_MS / 1000} s`
      : island.trigger === 'idle' && added.length === 0
        ? withPage()
        : null;
    results.push({ ...island, bytes, note });
  }
  return results;
}

/** gzip bytes of a script's body, fetched once per address. */
function sizeOfUrl(cache) {
  return async (url) => {
    if (!cache.has(url)) {
      const response = await fetch(url);
      cache.set(url, response.ok ? gzipSize(Buffer.from(await response.arrayBuffer())) : 0);
    }
    return cache.get(url);
  };
}

/**
 * Islands only a session loads (`when="signed-in"` or `"admin"`): the front page opened by the
 * demo admin (tenant switching on), and the script it loads beyond a signed-out reader's.
 */
async function measureSessionIslands(browser, base, sizeOf) {
  const session = await adminSession(base);
  if (session.error) return { error: session.error };
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript((token) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('isAdmin', 'true');
    }, session.token);
    const page = await context.newPage();
    const network = watchNetwork(page);
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const islands = await page.$$eval('helio-island[when]', (elements) =>
      elements.map((element) => ({
        name: element.getAttribute('name') ?? '(unnamed)',
        trigger: element.getAttribute('trigger') ?? 'idle',
        when: element.getAttribute('when') ?? '',
      })),
    );
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('helio-island[when]')].every((element) =>
            element.hasAttribute('hydrated'),
          ),
        null,
        { timeout: ISLAND_MAX_WAIT_MS * 2 },
      )
      .catch(() => undefined);
    await network.quiet();
    const loader = new Set(
      network.urls().filter((url) => /\/assets\/reader-[\w-]+\.js$/.test(url)),
    );
    let bytes = 0;
    for (const url of network.urls()) if (!loader.has(url)) bytes += await sizeOf(url);
    // One island per session today: the whole difference is its.
    return {
      rows: islands.map((island, index) => ({ ...island, bytes: index === 0 ? bytes : 0 })),
    };
  } finally {
    await context.close();
  }
}

export function printPage(page, manifest) {
  console.log(`\n${page.name}  ${page.path}`);
  if (page.error) {
    console.log(`  could not be measured: ${page.error}`);
    return;
  }
  const rows = page.scripts
    .map((script) => ({
      ...script,
      chunk: script.file ? chunkLabel(manifest, script.file) : 'other origin',
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(30, ...rows.map((row) => (row.file ?? row.url).length));
  console.log(`  ${'file'.padEnd(width)}  ${'gzip KB'.padStart(8)}  chunk`);
  for (const row of rows) {
    console.log(
      `  ${(row.file ?? row.url).padEnd(width)}  ${(row.gzip / 1000).toFixed(1).padStart(8)}  ${row.chunk}`,
    );
  }
  const verdict =
    page.total > page.budget
      ? `✗ over the ${kb(page.budget)} budget by ${kb(page.total - page.budget)}`
      : `✓ within the ${kb(page.budget)} budget`;
  console.log(
    `  ${`total (${rows.length} files)`.padEnd(width)}  ${(page.total / 1000).toFixed(1).padStart(8)}  ` +
      `${verdict}; goal ${kb(PAGE_JS_GOAL)}`,
  );
  if (!page.settled) {
    console.log(
      `  (the network never stayed quiet ${NETWORK_QUIET_MS / 1000} s; measured after ${NETWORK_MAX_WAIT_MS / 1000} s)`,
    );
  }
  if (page.islands.length === 0) {
    console.log('  islands: none on this page (no <helio-island> element)');
    return;
  }
  console.log('  islands, extra script when triggered (gzip; enforced where a budget is shown):');
  for (const island of islandTotals(page.islands)) {
    const label = `${island.name} (${island.trigger}${island.count > 1 ? `, ×${island.count}` : ''})`;
    const budget = ISLAND_JS_BUDGETS[island.name];
    const notes = [
      ...(budget === undefined
        ? []
        : [`budget ${kb(budget)}${island.bytes > budget ? ' ✗' : ' ✓'}`]),
      ...island.notes,
    ];
    const noteText = notes.length > 0 ? `  ${notes.join('; ')}` : '';
    console.log(
      `    ${label.padEnd(width - 2)}  ${`+${(island.bytes / 1000).toFixed(1)}`.padStart(8)}${noteText}`,
    );
  }
}

async function main() {
  const ciMode = process.argv.includes('--ratchet') || process.argv.includes('--ci');
  const dist = path.join(root, 'apps/web/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const modulesPath = path.join(dist, '.vite/chunk-modules.json');
  if (!ciMode) await buildIfNeeded();
  if (!existsSync(manifestPath) || !existsSync(modulesPath)) {
    console.error(
      `✗ budgets: no ${path.relative(root, manifestPath)} or chunk-modules.json; run \`npm run build\` first`,
    );
    return 1;
  }
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    console.error('✗ budgets: no apps/server/dist/server.js; run `npm run build` first');
    return 1;
  }
  // The reader pages' own build (ADR 016) writes a manifest and module list of its own.
  const readJson = (file) =>
    existsSync(path.join(dist, file))
      ? JSON.parse(readFileSync(path.join(dist, file), 'utf8'))
      : {};
  const manifest = {
    ...JSON.parse(readFileSync(manifestPath, 'utf8')),
    ...readJson('.vite/islands-manifest.json'),
  };
  const chunkModules = {
    ...JSON.parse(readFileSync(modulesPath, 'utf8')),
    ...readJson('.vite/islands-chunk-modules.json'),
  };
  // A dependency of the e2e workspace, hoisted to the root: it drives Debian's Chromium.
  const { chromium } = await import('@playwright/test');

  const started = Date.now();
  const server = await startBuiltServer({ name: 'budgets' });
  let browser;
  const pages = [];
  let frontHtmlBytes = null;
  let sessionIslands = null;
  try {
    const { base } = server;
    const targets = await readerPages(base);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const gzipCache = new Map();
    for (const [name, pagePath] of targets) {
      if (!pagePath) {
        pages.push({ name, path: '?', error: 'the demo data has no such page' });
        continue;
      }
      const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
      const page = await context.newPage();
      const network = watchNetwork(page);
      const sizeOf = async (url) => {
        if (!gzipCache.has(url)) {
          const body = await network.body(url);
          gzipCache.set(url, body ? gzipSize(body) : 0);
        }
        return gzipCache.get(url);
      };
      try {
        const response = await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
        if (!response || response.status() >= 400) {
          throw new Error(`${pagePath} answered ${response?.status() ?? 'nothing'}`);
        }
        if (pagePath === '/') frontHtmlBytes = (await response.body()).length;
        const settled = await network.quiet();
        const scripts = [];
        for (const url of network.urls()) {
          scripts.push({ url, file: assetFileOf(url, base), gzip: await sizeOf(url) });
        }
        const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
        const forbidden = forbiddenModulesIn(
          scripts.filter((script) => script.file).map((script) => script.file),
          chunkModules,
        );
        const ownChunk = (name) =>
          scripts
            .filter(
              (script) => script.file && chunkLabel(manifest, script.file) === `island ${name}`,
            )
            .reduce((sum, script) => sum + script.gzip, 0);
        const islands = await measureIslands(page, network, sizeOf, ownChunk);
        pages.push({
          name,
          path: pagePath,
          budget: budgetFor(pagePath.split('?')[0]),
          scripts,
          total,
          forbidden,
          settled,
          islands,
        });
      } catch (error) {
        pages.push({ name, path: pagePath, error: error.message.split('\n')[0] });
      } finally {
        await context.close();
      }
    }
    // Report only, and a sign-in and a page more: left to `npm run check:budgets`, out of CI.
    if (!ciMode) sessionIslands = await measureSessionIslands(browser, base, sizeOfUrl(gzipCache));
  } finally {
    await browser?.close();
    await server.stop();
  }

  console.log(
    `Script loaded by each reader page with no interaction, gzip level 9 (KB = 1000 bytes)` +
      `${ciMode ? ' [CI mode]' : ''}`,
  );
  for (const page of pages) printPage(page, manifest);
  if (frontHtmlBytes !== null) {
    console.log(
      `\nfront page HTML: ${kb(frontHtmlBytes)} before compression (limit ${kb(FRONT_PAGE_HTML_BUDGET)})`,
    );
  }
  if (sessionIslands) {
    console.log(
      `\nislands for a session (front page, the demo admin signed in, tenant switching on):\n` +
        (sessionIslands.error
          ? `  could not be measured: ${sessionIslands.error}`
          : sessionIslands.rows
              .map(
                (row) =>
                  `  ${`${row.name} (${row.trigger}, ${row.when})`.padEnd(32)} +${kb(row.bytes)}`,
              )
              .join('\n')),
    );
  }
  console.log(`(measured in ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);

  const breaches = [
    ...breachesOf(pages, frontHtmlBytes),
    ...docsBreachesOf(
      pages,
      readFileSync(path.join(root, ISLANDS_ADR), 'utf8'),
      manifest['reader.html']?.file,
    ),
  ];
  for (const line of breaches) console.error(line);
  if (breaches.length > 0) return 1;
  console.log(
    '✓ budgets: every reader page within its script budget, the comments island within 60 KB, ' +
      'the front page HTML within 60 KB, no back-office, account or validation code loaded, ' +
      `the loader as big as ${ISLANDS_ADR} says`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main());
