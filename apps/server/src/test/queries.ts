import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { tenants } from '../db/schema/index.js';

/** The tenant's content version (what public caches are keyed on); throws for a missing tenant. */
export async function contentVersionOf(db: Database, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ version: tenants.contentVersion })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`no tenant ${tenantId}`);
  return row.version;
}
