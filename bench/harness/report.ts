import { spawnSync } from 'node:child_process';
/** Statistics and the report. (bench/harness.ts re-exports every module here.) */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resultsDir } from './common.js';

// Statistics and the report.

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of a small sample. */
export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return {
    count: sorted.length,
    p50: rank(50),
    p95: rank(95),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1),
  };
}

/** The nearest-rank `p`th percentile of `sorted` (ascending); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** One line of timings: `label n=… median … p90 … max …`, in ms with `digits` decimals. */
export function timingLine(label: string, samples: number[], width = 28, digits = 1): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(digits)} ms`.padStart(10);
  return `${label.padEnd(width)} n=${String(samples.length).padStart(3)}  median ${fmt(percentile(sorted, 50))}  p90 ${fmt(percentile(sorted, 90))}  max ${fmt(sorted.at(-1) ?? Number.NaN)}`;
}

export const loadAverage = () => os.loadavg()[0] ?? 0;

export function machine(load: { before: number; after: number }) {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    /** 1-minute load average: anything else running skews every figure of the run. */
    loadAverage: load,
  };
}

/** The start of a bare Node process, ms (median of 5): the machine's pace during this run. */
export function nodeStartMs(): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2] ?? Number.NaN;
}

export function machineLine(load: { before: number; after: number }): string {
  return `${os.availableParallelism()} CPUs, Node ${process.version}, 1-min load average ${load.before.toFixed(2)} before / ${load.after.toFixed(2)} after`;
}

/** bench/results/<timestamp>[-suffix].json; answers the path relative to the working directory. */
export async function writeReport(
  startedAt: Date,
  suffix: string,
  report: unknown,
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${stamp}${suffix ? `-${suffix}` : ''}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
