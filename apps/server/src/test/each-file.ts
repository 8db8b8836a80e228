/**
 * Runs before each server test file (Vitest's `setupFiles`), also where the files of a worker
 * share one module graph (`isolate: false`, vitest.shared.ts): what test support counts per file
 * starts again, as it did when every file had a graph of its own. The factories date the n-th
 * story n minutes ago; carried over the 98 files of CI's PostgreSQL pass, a file's first story
 * was more than a day old, older than a daily digest reaches (stop 51's CI).
 *
 * test/auth.ts's sequences go on: they make addresses and emails unique across files, which a
 * Redis shared by every file's app needs.
 */
import { restartFactorySequence } from './factories.js';

restartFactorySequence();
