import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { createStory, createTenant } from '../../test/factories.js';
import { createSearchRepository } from './search.repository.js';

/**
 * The spelling lexicon is rebuilt by whichever node searches first after a publish. Two nodes
 * doing it at the same moment (two transactions on PostgreSQL) must both succeed; before the
 * advisory lock the second one's insert hit the first one's words: duplicate key, a 500.
 */
describe('search lexicon rebuilds', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('run side by side for one tenant without colliding, and leave every word once', async () => {
    const { db } = database;
    const tenant = await createTenant(db);
    for (const title of ['Orbital telescope spots comet', 'Telescope mirror polished']) {
      await createStory(db, tenant.id, { title, summary: 'Astronomers watch the comet' });
    }
    const rebuild = (version: number) =>
      db.transaction((tx) => createSearchRepository(tx).rebuildLexicon(tenant.id, version));

    await Promise.all([rebuild(1), rebuild(2), rebuild(3)]);

    const search = createSearchRepository(db);
    const known = await search.knownWords(tenant.id, ['telescope', 'comet', 'astronomers']);
    expect([...known].sort()).toEqual(['astronomers', 'comet', 'telescope']);
    expect(await search.closestWord(tenant.id, 'telescop')).toBe('telescope');
    expect((await search.lexiconState(tenant.id))?.contentVersion).toBeGreaterThanOrEqual(1);
  });
});
