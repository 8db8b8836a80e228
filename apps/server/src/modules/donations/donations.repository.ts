import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { donations, type DonationRow } from '../../db/schema/index.js';

export function createDonationsRepository(db: Executor) {
  const mine = (tenantId: number, userId: number) =>
    and(eq(donations.tenantId, tenantId), eq(donations.userId, userId));

  return {
    async listForUser(
      tenantId: number,
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<DonationRow[]> {
      return db
        .select()
        .from(donations)
        .where(mine(tenantId, userId))
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countForUser(tenantId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(donations)
        .where(mine(tenantId, userId));
      return Number(row?.value ?? 0);
    },

    async insert(values: {
      tenantId: number;
      userId: number;
      amount: string;
      currency: string;
      description: string;
    }): Promise<DonationRow> {
      const [row] = await db.insert(donations).values(values).returning();
      if (!row) throw new Error('donation insert returned nothing');
      return row;
    },
  };
}

export type DonationsRepository = ReturnType<typeof createDonationsRepository>;
