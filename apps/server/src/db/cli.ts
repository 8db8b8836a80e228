/**
 * `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start-up, for
 * operators who want them separately (e.g. before rolling out several app nodes).
 */
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseConnectionError, openDatabase } from './client.js';
import { seedDatabase } from './seed.js';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new ConfigError('Usage: cli.ts migrate|seed');
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate();
    console.log(`Migrations applied to ${handle.location}`);
    if (command === 'seed') {
      const report = await seedDatabase(handle.db, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        demo: config.seedDemo,
      });
      console.log(
        report.tenantsCreated.length > 0
          ? `Seeded ${report.tenantsCreated.length} tenant(s) and ${report.storiesCreated} stories`
          : 'Database already seeded: nothing to do',
      );
      if (report.adminCreated) {
        console.log(`Admin account: ${report.adminCreated.email}`);
        if (report.adminCreated.generatedPassword) {
          console.log(`Admin password (shown once): ${report.adminCreated.generatedPassword}`);
        }
      }
    }
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseConnectionError;
  console.error(known ? error.message : `Database command failed: ${String(error)}`);
  process.exit(1);
});
