import { NEWSLETTER_IMPORT_REJECTIONS } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { newsletters, type TenantRow } from '../../db/schema/index.js';
import { createMemoryMailer } from '../../lib/mailer.js';
import type { AdminCaller } from '../../plugins/roles.js';
import { createTestDatabase } from '../../test/database.js';
import { createTenant, createUserWithSession } from '../../test/factories.js';
import { editorialTransactionOf } from '../content/content.transaction.js';
import { createNewslettersRepository } from './newsletters.repository.js';
import { createNewslettersService, newLinkToken, tenantOfToken } from './newsletters.service.js';

let database: DatabaseHandle;
let tenant: TenantRow;
let caller: AdminCaller;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db, { slug: 'imports' });
  const { user } = await createUserWithSession(database.db);
  caller = { user, role: 'editor' };
});
afterAll(() => database.close());

const service = (importMaxRows: number) =>
  createNewslettersService({
    repository: createNewslettersRepository(database.db),
    inTransaction: editorialTransactionOf(database.db, {
      newsletters: createNewslettersRepository,
    }),
    mailer: createMemoryMailer(),
    now: () => new Date('2026-11-29T12:00:00Z'),
    logError: (error) => {
      throw error;
    },
    importMaxRows,
  });

describe('newsletters service', () => {
  it('imports no more rows than the limit, and says which row it stopped at', async () => {
    const [row] = await database.db
      .insert(newsletters)
      .values({
        tenantId: tenant.id,
        name: 'Limits',
        senderName: 'D',
        senderEmail: 'd@example.org',
      })
      .returning();
    const csv = ['email', ...Array.from({ length: 5 }, (_, i) => `row${i}@example.org`)].join(
      '\r\n',
    );
    const report = await service(3).importCsv(tenant, caller, row?.id ?? 0, Buffer.from(csv));
    expect(report).toEqual({
      added: 3,
      skipped: 0,
      rejected: [
        { row: 5, email: 'row3@example.org', reason: NEWSLETTER_IMPORT_REJECTIONS.tooManyRows },
      ],
    });
  });

  it('makes link tokens that name their publication, and reads them back', () => {
    const token = newLinkToken(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tenantOfToken(token)).toBe(42);
    expect(tenantOfToken('42.short')).toBeNull();
    expect(tenantOfToken(`0.${'a'.repeat(43)}`)).toBeNull();
    expect(tenantOfToken(`x42.${'a'.repeat(43)}`)).toBeNull();
  });
});
