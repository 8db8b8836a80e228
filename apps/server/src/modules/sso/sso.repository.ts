import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  ssoConfigs,
  tenants,
  type TenantRow,
  ssoFlows,
  type SsoConfigRow,
  type SsoFlowRow,
} from '../../db/schema/index.js';

export type SsoConfigValues = Omit<SsoConfigRow, 'tenantId' | 'createdAt' | 'updatedAt'>;

/** A publication's SSO settings and the flows on their way through the provider. */
export function createSsoRepository(db: Executor) {
  return {
    async findConfig(tenantId: number): Promise<SsoConfigRow | undefined> {
      const [row] = await db
        .select()
        .from(ssoConfigs)
        .where(eq(ssoConfigs.tenantId, tenantId))
        .limit(1);
      return row;
    },

    async saveConfig(tenantId: number, values: SsoConfigValues, at: Date): Promise<SsoConfigRow> {
      const [row] = await db
        .insert(ssoConfigs)
        .values({ tenantId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: ssoConfigs.tenantId, set: { ...values, updatedAt: at } })
        .returning();
      if (!row) throw new Error('sso_configs upsert returned nothing');
      return row;
    },

    async insertFlow(flow: Omit<SsoFlowRow, 'id' | 'createdAt' | 'usedAt'>): Promise<void> {
      await db.insert(ssoFlows).values(flow);
    },

    /**
     * Takes the live flow of a state's hash, once: the conditional update settles two callbacks
     * racing with one state. Undefined when unknown, used or expired.
     */
    async consumeFlow(stateHash: string, at: Date): Promise<SsoFlowRow | undefined> {
      const [row] = await db
        .update(ssoFlows)
        .set({ usedAt: at })
        .where(
          and(
            eq(ssoFlows.stateHash, stateHash),
            isNull(ssoFlows.usedAt),
            gt(ssoFlows.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },

    /** Flows that ended before `before` (used or not): nothing reads them any more. */
    async deleteEndedFlows(before: Date): Promise<void> {
      await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, before));
    },

    async tenantById(id: number): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
      return row;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
