/** What the server process uses, from /proc (Linux). (bench/harness.ts re-exports every module here.) */
import { readdir, readFile } from 'node:fs/promises';

// What the server process uses, from /proc (Linux).

export interface MemoryReading {
  /** Resident set size now, in MiB. */
  rssMiB: number;
  /** The highest resident set size so far, in MiB. */
  peakRssMiB: number;
}

export async function readMemory(pid: number): Promise<MemoryReading | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface CpuReading {
  /** Nanoseconds the main thread (the event loop) has spent on a CPU. */
  mainNs: number;
  /** Nanoseconds all threads together have (zlib, the garbage collector, libuv's pool...). */
  allNs: number;
}

/** On-CPU time from /proc/<pid>/task/<tid>/schedstat: nanoseconds, unlike /proc/<pid>/stat. */
export async function readCpu(pid: number): Promise<CpuReading | null> {
  try {
    const tids = await readdir(`/proc/${pid}/task`);
    let mainNs = 0;
    let allNs = 0;
    await Promise.all(
      tids.map(async (tid) => {
        const text = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '');
        const ns = Number(text.split(' ')[0] ?? 0) || 0;
        allNs += ns;
        if (tid === String(pid)) mainNs = ns;
      }),
    );
    return { mainNs, allNs };
  } catch {
    return null;
  }
}
