import { seedDatabase } from '../db/seed.js';
import { createTestApp, type TestContext } from './app.js';

/** The test app on a database seeded with the demo publications and a platform admin. */
export async function createDemoTestApp(): Promise<TestContext> {
  const ctx = await createTestApp();
  await seedDatabase(ctx.database.db, {
    adminEmail: 'admin@example.org',
    adminPassword: 'seeded-admin-1',
    demo: true,
  });
  return ctx;
}
