/**
 * A worker for lib/thread-service.test.ts: answers with what it is given, fails on demand, ends
 * its thread on demand, and reports its own scheduling priority.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { lowerThreadPriority, serveOnThread, threadData } from '../lib/thread-service.js';

const { niceness } = threadData<{ niceness: number }>();
lowerThreadPriority(niceness);
const log: string[] = [];

serveOnThread({
  async echo(value: unknown) {
    return { value, at: new Date(0) };
  },
  async fail(message: string) {
    throw new RangeError(message);
  },
  async remember(entry: string) {
    log.push(entry);
    return log.length;
  },
  async log() {
    return [...log];
  },
  async die() {
    process.exit(3);
  },
  async priority() {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return { thread: os.getPriority(tid), process: os.getPriority(process.pid) };
  },
});
