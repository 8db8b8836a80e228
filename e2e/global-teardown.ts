import { rm } from 'node:fs/promises';

/** The embedded database of the run is thrown away with it. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('helionews-e2e-')) await rm(dir, { recursive: true, force: true });
}
