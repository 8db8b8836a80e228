import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SocialProvider } from '@helionews/contracts';
import type { Executor } from '../../db/handle.js';
import {
  socialLoginFlows,
  socialLoginProviders,
  type SocialLoginFlowRow,
  type SocialLoginProviderRow,
} from '../../db/schema/index.js';

/** Reader sign-in providers and flows, always of one tenant (ADR 036). */
export function createSocialLoginRepository(db: Executor) {
  return {
    async providers(tenantId: number): Promise<SocialLoginProviderRow[]> {
      return db
        .select()
        .from(socialLoginProviders)
        .where(eq(socialLoginProviders.tenantId, tenantId));
    },

    async provider(
      tenantId: number,
      provider: SocialProvider,
    ): Promise<SocialLoginProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(socialLoginProviders)
        .where(
          and(
            eq(socialLoginProviders.tenantId, tenantId),
            eq(socialLoginProviders.provider, provider),
          ),
        );
      return row;
    },

    /** Writes one provider's row; `clientSecret` undefined keeps the stored one. */
    async saveProvider(
      tenantId: number,
      provider: SocialProvider,
      values: { enabled: boolean; clientId: string | null; clientSecret?: string },
      now: Date,
    ): Promise<void> {
      const set = {
        enabled: values.enabled,
        clientId: values.clientId,
        ...(values.clientSecret !== undefined && { clientSecret: values.clientSecret }),
        updatedAt: now,
      };
      await db
        .insert(socialLoginProviders)
        .values({ tenantId, provider, ...set, createdAt: now })
        .onConflictDoUpdate({
          target: [socialLoginProviders.tenantId, socialLoginProviders.provider],
          set,
        });
    },

    async insertFlow(values: {
      tenantId: number;
      provider: SocialProvider;
      stateHash: string;
      nonce: string;
      codeVerifier: string;
      returnTo: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(socialLoginFlows).values(values);
    },

    /**
     * Uses a live flow of this tenant and provider, once: two callbacks racing with one state get
     * it once between them. Undefined for an unknown, expired, used or other tenant's state.
     */
    async consumeFlow(
      tenantId: number,
      provider: SocialProvider,
      stateHash: string,
      now: Date,
    ): Promise<SocialLoginFlowRow | undefined> {
      const [row] = await db
        .update(socialLoginFlows)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialLoginFlows.tenantId, tenantId),
            eq(socialLoginFlows.stateHash, stateHash),
            eq(socialLoginFlows.provider, provider),
            isNull(socialLoginFlows.usedAt),
            gt(socialLoginFlows.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Forgets flows that ended (used or expired) before `before`. */
    async deleteFlowsBefore(tenantId: number, before: Date): Promise<void> {
      await db
        .delete(socialLoginFlows)
        .where(
          and(eq(socialLoginFlows.tenantId, tenantId), lt(socialLoginFlows.expiresAt, before)),
        );
    },
  };
}

export type SocialLoginRepository = ReturnType<typeof createSocialLoginRepository>;
