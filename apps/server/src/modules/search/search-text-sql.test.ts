import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../db/client.js';
import { HTML_TEXT_CORPUS } from '../../lib/html-text-corpus.test-support.js';
import { createTestDatabase } from '../../test/database.js';
import { htmlAsText } from './search.repository.js';

/**
 * The excerpts' HTML-to-text step runs in the database (ts_headline needs the text there): it
 * must read the corpus exactly as lib/html-text.ts does in JavaScript, on PGlite and PostgreSQL.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('htmlAsText (SQL)', () => {
  it.each(HTML_TEXT_CORPUS)('reads $name as a reader sees it', async ({ html, text }) => {
    const result = await database.db.execute(
      sql`select ${htmlAsText(sql`${html}::text`)} as "text"`,
    );
    expect(rowsOf<{ text: string }>(result)[0]?.text).toBe(text);
  });
});
