import { rm } from 'node:fs/promises';

/** The embedded databases of the run are thrown away with it. */
export default async function globalTeardown(): Promise<void> {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_ADMIN_DATA_DIR]) {
    if (dir && dir.includes('helionews-e2e-')) await rm(dir, { recursive: true, force: true });
  }
}
