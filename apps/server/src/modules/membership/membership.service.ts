import {
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_ROUTES,
  ROUTES,
  STRIPE_HANDLED_EVENTS,
  type AdminTier,
  type StripeHandledEvent,
  type BillingInterval,
  type CheckoutInput,
  type Language,
  type MemberEventType,
  type MembershipSettings,
  type MembershipSettingsUpdate,
  type PaidSubscriptionStatus,
  type PublicTierList,
  type TierInput,
  type UserMembership,
} from '@helionews/contracts';
import type { MemberSubscriptionRow, MembershipTierRow, TenantRow } from '../../db/schema/index.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateToken } from '../../lib/tokens.js';
import type { Mailer } from '../../lib/mailer.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import type { TransactionAccounts } from '../auth/auth.service.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { ANYTHING } from '../content/content-tags.js';
import { pickLanguage } from '../auth/auth.mail.js';
import { buildMembershipMail, type MembershipMailKind } from './membership.mail.js';
import {
  FREE_TIER,
  toAdminTier,
  toMembershipSettings,
  toPublicTier,
  toTierValues,
} from './membership.mapper.js';
import {
  ENTITLED_STATUSES,
  type MembershipRepository,
  type SettingsValues,
  type SubscriptionValues,
} from './membership.repository.js';
import {
  isStripeError,
  stripeWebhooks,
  type StripeCheckoutSession,
  type StripeClientFactory,
  type StripeEvent,
  type StripeInvoice,
  type StripeSubscription,
} from './membership.stripe.js';

/** The tag of the answers that show a publication's tiers (GET /api/membership/tiers). */
export const MEMBERSHIP_TAG = 'membership';

export interface MembershipTransaction {
  membership: MembershipRepository;
  activity: ActivityRepository;
  content: ContentRepository;
  /** Readers' accounts, through the auth module: an anonymous Checkout's address gets one. */
  accounts: TransactionAccounts;
}

export interface MembershipServiceDeps {
  repository: MembershipRepository;
  inTransaction: <T>(work: (tx: MembershipTransaction) => Promise<T>) => Promise<T>;
  stripe: StripeClientFactory;
  mailer: Mailer;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  logWarning: (details: Record<string, unknown>, message: string) => void;
}

/** A signed-in reader buying or managing a membership. */
export interface Reader {
  id: number;
  email: string;
}

/** Where Checkout and the portal send the reader back: the publication's site, absolute. */
export interface SiteContext {
  siteBase: string;
}

/** What the webhook answered. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const entitled = (status: PaidSubscriptionStatus) =>
  (ENTITLED_STATUSES as readonly string[]).includes(status);

/** Stripe's subscription statuses, folded to ours (contracts PAID_SUBSCRIPTION_STATUSES). */
function foldStatus(status: string): PaidSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const positiveId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const asInterval = (value: string | null | undefined): BillingInterval | null =>
  value === 'month' || value === 'year' ? value : null;

/** A subscription object's fields, read from the event itself (never fetched back). */
function subscriptionState(subscription: StripeSubscription, deleted: boolean) {
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const periodEnd =
    (item as { current_period_end?: number } | undefined)?.current_period_end ??
    (subscription as { current_period_end?: number }).current_period_end;
  return {
    status: deleted ? ('canceled' as const) : foldStatus(subscription.status),
    interval: asInterval(price?.recurring?.interval),
    amount: price?.unit_amount ?? null,
    currency: price?.currency ?? null,
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    canceledAt: fromUnix(subscription.ended_at ?? subscription.canceled_at),
    tierId: positiveId(subscription.metadata?.tier_id),
  };
}

/** The subscription an invoice is for, in the API's newer shape or its older one. */
function invoiceSubscription(invoice: StripeInvoice): {
  id: string | null;
  metadata: Record<string, string>;
} {
  const details = (
    invoice as {
      parent?: {
        subscription_details?: {
          subscription?: string | { id: string } | null;
          metadata?: Record<string, string> | null;
        } | null;
      } | null;
    }
  ).parent?.subscription_details;
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return { id: idOf(details?.subscription ?? legacy), metadata: details?.metadata ?? {} };
}

/**
 * Paid memberships (issue 33, ADR 031): the publication's tiers and Stripe settings, a reader's
 * Checkout, billing portal and standing, and Stripe's webhook, which keeps each subscription as
 * its events last described it.
 */
export function createMembershipService(deps: MembershipServiceDeps) {
  const { repository, now } = deps;

  const tierOf = async (tenantId: number, id: number): Promise<MembershipTierRow> => {
    const row = await repository.findTier(tenantId, id);
    if (!row) throw notFound(MEMBERSHIP_MESSAGES.unknownTier);
    return row;
  };

  const adminTier = async (tenantId: number, row: MembershipTierRow): Promise<AdminTier> => {
    const counts = await repository.memberCounts(tenantId, now());
    return toAdminTier(row, counts.get(row.id) ?? 0);
  };

  /** The Stripe client of a publication that set its secret key; 409 when it has none. */
  const stripeOf = async (tenantId: number) => {
    const settings = await repository.settings(tenantId);
    if (!settings?.stripeSecretKey) throw conflict(MEMBERSHIP_MESSAGES.notConfigured);
    return deps.stripe(settings.stripeSecretKey);
  };

  /** A call to Stripe; any failure of Stripe's is a 502 the reader may retry. */
  const callStripe = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isStripeError(error)) throw error;
      deps.logError(error, `Stripe ${what} failed`);
      throw new HttpError(502, MEMBERSHIP_MESSAGES.stripeUnavailable);
    }
  };

  const sendMail = async (
    tenant: TenantRow,
    siteBase: string,
    userId: number,
    kind: MembershipMailKind,
    tierName: string,
  ) => {
    const contact = await repository.contact(userId);
    if (!contact) return;
    const language: Language = pickLanguage(contact.language);
    const link = `${siteBase}${kind === 'canceled' ? MEMBERSHIP_ROUTES.pricing : ROUTES.profile}`;
    void deps.mailer
      .send(
        buildMembershipMail({
          kind,
          to: contact.email,
          site: tenant.displayName,
          primaryColor: tenant.branding.primary_color,
          tier: tierName,
          link,
          language,
        }),
      )
      .catch((error: unknown) => deps.logError(error, `membership ${kind} mail failed`));
  };

  /** The reader's standing: comped > paid (or past due) > canceled > free. */
  const membershipOf = async (tenantId: number, userId: number): Promise<UserMembership> => {
    const at = now();
    const member = await repository.member(tenantId, userId);
    if (member?.compTierId && (!member.compUntil || member.compUntil > at)) {
      const tier = await repository.findTier(tenantId, member.compTierId);
      if (tier) {
        return {
          tier: toPublicTier(tier),
          status: 'comped',
          renews_at: member.compUntil?.toISOString() ?? null,
          cancel_at_period_end: false,
        };
      }
    }
    const subscriptions = await repository.subscriptionsOf(tenantId, userId);
    const paying = subscriptions.find((row) => entitled(row.status) && row.tierId !== null);
    const tier = paying?.tierId ? await repository.findTier(tenantId, paying.tierId) : undefined;
    if (paying && tier) {
      return {
        tier: toPublicTier(tier),
        status: paying.status === 'past_due' ? 'past_due' : 'paid',
        renews_at: paying.currentPeriodEnd?.toISOString() ?? null,
        cancel_at_period_end: paying.cancelAtPeriodEnd,
      };
    }
    const ended = subscriptions.some((row) => row.status === 'canceled');
    return {
      tier: FREE_TIER,
      status: ended ? 'canceled' : 'free',
      renews_at: null,
      cancel_at_period_end: false,
    };
  };

  /* The webhook's effects ------------------------------------------------------------------ */

  interface EventContext {
    tx: MembershipTransaction;
    tenant: TenantRow;
    siteBase: string;
    created: Date;
    /**
     * The publication's Stripe client, made before the transaction began (a query outside it
     * would wait for the one connection of the embedded database).
     */
    stripe: ReturnType<StripeClientFactory> | null;
    /** Mails to send once the transaction committed. */
    mails: (() => Promise<void>)[];
  }

  const memberEvent = async (
    context: EventContext,
    userId: number,
    type: MemberEventType,
    subscription: Pick<MemberSubscriptionRow, 'tierId' | 'amount' | 'currency'>,
  ) => {
    const tier = subscription.tierId
      ? await context.tx.membership.findTier(context.tenant.id, subscription.tierId)
      : undefined;
    await context.tx.membership.insertMemberEvent(context.tenant.id, {
      userId,
      type,
      tierId: subscription.tierId,
      tierName: tier?.name ?? null,
      amount: subscription.amount,
      currency: subscription.currency,
    });
    return tier?.name ?? '';
  };

  const mailLater = (
    context: EventContext,
    userId: number,
    kind: MembershipMailKind,
    tierName: string,
  ) => {
    context.mails.push(() => sendMail(context.tenant, context.siteBase, userId, kind, tierName));
  };

  /**
   * Applies a subscription's state as of `context.created`: an older state than the one stored
   * is ignored (events arrive in any order), and a canceled subscription stays canceled.
   * Writes the member's history for what changed.
   */
  const applySubscription = async (
    context: EventContext,
    userId: number,
    stripeSubscriptionId: string,
    customerId: string,
    state: SubscriptionValues,
  ) => {
    const { tx, tenant, created } = context;
    const before = await tx.membership.subscription(tenant.id, stripeSubscriptionId);
    if (before?.stripeUpdatedAt && before.stripeUpdatedAt > created) {
      // A newer event already told a later state: keep what only this one knows (tier, price).
      const missing: SubscriptionValues = {};
      if (before.tierId === null && state.tierId) missing.tierId = state.tierId;
      if (before.interval === null && state.interval) missing.interval = state.interval;
      if (Object.keys(missing).length > 0)
        await tx.membership.updateSubscription(tenant.id, before.id, missing, now());
      return;
    }
    // Only what the event told: a field it does not carry keeps what an earlier one said.
    const values = Object.fromEntries(
      Object.entries({ ...state, stripeUpdatedAt: created }).filter(
        ([key, value]) => value !== undefined && (value !== null || key === 'canceledAt'),
      ),
    ) as SubscriptionValues;
    if (before?.status === 'canceled') values.status = 'canceled';
    const after = before
      ? await tx.membership.updateSubscription(tenant.id, before.id, values, now())
      : await tx.membership.insertSubscription(tenant.id, {
          ...values,
          userId,
          stripeSubscriptionId,
          stripeCustomerId: customerId,
        });
    if (!after) return;

    const wasEntitled = before ? entitled(before.status) : false;
    if (after.status === 'active' && !wasEntitled && before?.status !== 'canceled') {
      const tierName = await memberEvent(context, userId, 'subscribed', after);
      mailLater(context, userId, 'welcome', tierName);
    } else if (
      before &&
      entitled(after.status) &&
      ((before.tierId !== null && after.tierId !== before.tierId) ||
        (before.interval !== null && after.interval !== before.interval))
    ) {
      await memberEvent(context, userId, 'plan_changed', after);
    }
    if (after.cancelAtPeriodEnd && !before?.cancelAtPeriodEnd && after.status !== 'canceled')
      await memberEvent(context, userId, 'cancel_requested', after);
    if (after.status === 'canceled' && before?.status !== 'canceled') {
      const tierName = await memberEvent(context, userId, 'canceled', after);
      mailLater(context, userId, 'canceled', tierName);
    }
  };

  /** The member a Stripe customer is, or null (logged: an event about a customer we never made). */
  const memberOfCustomer = async (
    context: EventContext,
    customerId: string | null,
    event: StripeEvent,
  ): Promise<number | null> => {
    const member = customerId
      ? await context.tx.membership.memberByCustomer(context.tenant.id, customerId)
      : undefined;
    if (!member) {
      deps.logWarning(
        { tenant: context.tenant.slug, event: event.id, type: event.type, customer: customerId },
        'Stripe event for an unknown customer: recorded, nothing changed',
      );
      return null;
    }
    return member.userId;
  };

  /**
   * The Checkout of a reader who was not signed in: the account of the address they gave Stripe
   * (made, registered here, when there is none: its owner sets a password with "forgot
   * password") becomes the customer's member. Null when the customer is known already, or the
   * session carries no address.
   */
  const linkCustomerByEmail = async (
    context: EventContext,
    customerId: string,
    session: StripeCheckoutSession,
  ): Promise<number | null> => {
    const { tx, tenant } = context;
    if (await tx.membership.memberByCustomer(tenant.id, customerId)) return null;
    const email = (session.customer_details?.email ?? session.customer_email ?? '')
      .trim()
      .toLowerCase();
    if (!email) return null;
    const { id: userId } = await tx.accounts.findOrCreateReaderAccount(tenant.id, email, {
      displayName: null,
      passwordHash: () => hashPassword(generateToken()),
      at: now(),
    });
    await tx.membership.setCustomer(tenant.id, userId, customerId, now());
    return userId;
  };

  /** A subscription as Stripe holds it now; null when Stripe cannot say (the event's data stands). */
  const fetchSubscription = async (
    context: EventContext,
    subscriptionId: string,
  ): Promise<StripeSubscription | null> => {
    if (!context.stripe) return null;
    try {
      return await context.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      deps.logError(error, 'Stripe subscription lookup failed');
      return null;
    }
  };

  const onSubscription = async (context: EventContext, event: StripeEvent) => {
    const subscription = event.data.object as StripeSubscription;
    const customerId = idOf(subscription.customer);
    const userId = await memberOfCustomer(context, customerId, event);
    if (userId === null || !customerId) return;
    await applySubscription(
      context,
      userId,
      subscription.id,
      customerId,
      subscriptionState(subscription, event.type === 'customer.subscription.deleted'),
    );
  };

  /** What each handled event does (contracts STRIPE_HANDLED_EVENTS); others are only recorded. */
  const handlers: Record<
    StripeHandledEvent,
    (context: EventContext, event: StripeEvent) => Promise<void>
  > = {
    async 'checkout.session.completed'(context, event) {
      const session = event.data.object as StripeCheckoutSession;
      const customerId = idOf(session.customer);
      const subscriptionId = idOf(session.subscription);
      const linked =
        customerId && !session.metadata?.user_id
          ? await linkCustomerByEmail(context, customerId, session)
          : null;
      const userId = linked ?? (await memberOfCustomer(context, customerId, event));
      if (userId === null || !customerId || !subscriptionId) return;
      await applySubscription(context, userId, subscriptionId, customerId, {
        ...(session.payment_status === 'paid' && { status: 'active' as const }),
        tierId: positiveId(session.metadata?.tier_id ?? undefined),
        interval: asInterval(session.metadata?.interval),
        amount: session.amount_total ?? null,
        currency: session.currency ?? null,
      });
      // The subscription's own events may have come first, for a customer nobody knew then:
      // what Stripe holds now fills in what they would have said (its period's end).
      if (linked !== null) {
        const subscription = await fetchSubscription(context, subscriptionId);
        if (subscription)
          await applySubscription(
            context,
            linked,
            subscriptionId,
            customerId,
            subscriptionState(subscription, false),
          );
      }
    },
    'customer.subscription.created': onSubscription,
    'customer.subscription.updated': onSubscription,
    'customer.subscription.deleted': onSubscription,
    async 'invoice.paid'(context, event) {
      const invoice = event.data.object as StripeInvoice;
      const customerId = idOf(invoice.customer);
      const userId = await memberOfCustomer(context, customerId, event);
      const { id: subscriptionId } = invoiceSubscription(invoice);
      if (userId === null || !customerId || !subscriptionId) return;
      const row = await context.tx.membership.subscription(context.tenant.id, subscriptionId);
      if (invoice.billing_reason === 'subscription_cycle') {
        await memberEvent(context, userId, 'renewed', {
          tierId: row?.tierId ?? null,
          amount: invoice.amount_paid,
          currency: invoice.currency,
        });
      }
      // A paid invoice settles a past-due subscription, unless a newer event said otherwise.
      if (row?.status === 'past_due')
        await applySubscription(context, userId, subscriptionId, customerId, { status: 'active' });
    },
    async 'invoice.payment_failed'(context, event) {
      const invoice = event.data.object as StripeInvoice;
      const customerId = idOf(invoice.customer);
      const userId = await memberOfCustomer(context, customerId, event);
      const { id: subscriptionId, metadata } = invoiceSubscription(invoice);
      if (userId === null || !customerId || !subscriptionId) return;
      const row = await context.tx.membership.subscription(context.tenant.id, subscriptionId);
      if (row?.status !== 'canceled') {
        await applySubscription(context, userId, subscriptionId, customerId, {
          status: 'past_due',
          ...(!row && { tierId: positiveId(metadata.tier_id) }),
        });
      }
      const tierName = await memberEvent(context, userId, 'payment_failed', {
        tierId: row?.tierId ?? positiveId(metadata.tier_id),
        amount: invoice.amount_due,
        currency: invoice.currency,
      });
      mailLater(context, userId, 'paymentFailed', tierName);
    },
  };

  return {
    /* Readers ------------------------------------------------------------------------------- */

    /** GET /api/membership/tiers: the free tier, then the active paid tiers by position. */
    async publicTiers(tenantId: number): Promise<PublicTierList> {
      const [rows, settings] = await Promise.all([
        repository.listTiers(tenantId, { activeOnly: true }),
        repository.settings(tenantId),
      ]);
      return {
        tiers: [FREE_TIER, ...rows.map(toPublicTier)],
        payments_enabled: Boolean(settings?.stripeSecretKey),
      };
    },

    /** GET /api/auth/user/membership */
    membership: membershipOf,

    /** POST /api/membership/checkout: a Checkout Session of the tier at the interval; its URL. */
    async checkout(
      tenant: TenantRow,
      reader: Reader | null,
      input: CheckoutInput,
      site: SiteContext,
    ): Promise<string> {
      // The tier first: another publication's tier is a 404 whatever this one's settings.
      const tier = await tierOf(tenant.id, input.tier_id);
      const stripe = await stripeOf(tenant.id);
      if (tier.status !== 'active') throw conflict(MEMBERSHIP_MESSAGES.tierArchived);
      const price = input.interval === 'month' ? tier.monthlyPrice : tier.yearlyPrice;
      if (price === null) throw new HttpError(422, MEMBERSHIP_MESSAGES.noPrice);
      const standing = reader ? await membershipOf(tenant.id, reader.id) : null;
      if (
        standing?.status === 'paid' ||
        standing?.status === 'past_due' ||
        standing?.status === 'comped'
      )
        throw conflict(MEMBERSHIP_MESSAGES.alreadySubscribed);

      const metadata = {
        tenant_id: String(tenant.id),
        // A reader who is not signed in (the pricing page's form with JavaScript off) has no
        // account yet: Checkout asks for the address, and the webhook finds or makes it.
        ...(reader && { user_id: String(reader.id) }),
        tier_id: String(tier.id),
        interval: input.interval,
      };
      let customerId = reader
        ? ((await repository.member(tenant.id, reader.id))?.stripeCustomerId ?? null)
        : null;
      if (reader && !customerId) {
        const customer = await callStripe('customer creation', () =>
          stripe.customers.create({
            email: reader.email,
            metadata: { tenant_id: metadata.tenant_id, user_id: String(reader.id) },
          }),
        );
        customerId = customer.id;
        await repository.setCustomer(tenant.id, reader.id, customerId, now());
      }
      const session = await callStripe('checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          ...(customerId
            ? { customer: customerId }
            : input.email !== undefined && { customer_email: input.email }),
          ...(reader && { client_reference_id: String(reader.id) }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: tier.currency,
                unit_amount: price,
                recurring: { interval: input.interval },
                product_data: { name: tier.name },
              },
            },
          ],
          metadata,
          subscription_data: { metadata },
          success_url: `${site.siteBase}${MEMBERSHIP_ROUTES.welcome}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${site.siteBase}${MEMBERSHIP_ROUTES.pricing}`,
        }),
      );
      if (!session.url) throw new HttpError(502, MEMBERSHIP_MESSAGES.stripeUnavailable);
      return session.url;
    },

    /** POST /api/membership/portal: the reader's billing portal; 404 without a customer. */
    async portal(tenant: TenantRow, reader: Reader, site: SiteContext): Promise<string> {
      const member = await repository.member(tenant.id, reader.id);
      if (!member?.stripeCustomerId) throw notFound(MEMBERSHIP_MESSAGES.noBillingAccount);
      const stripe = await stripeOf(tenant.id);
      const customer = member.stripeCustomerId;
      const session = await callStripe('billing portal session', () =>
        stripe.billingPortal.sessions.create({
          customer,
          return_url: `${site.siteBase}${ROUTES.profile}`,
        }),
      );
      return session.url;
    },

    /**
     * POST /api/membership/stripe/webhook/{slug}: verifies the signature with the publication's
     * webhook secret (null: refused), records the event once and applies it in one transaction.
     */
    async webhook(
      tenant: TenantRow | null,
      raw: Buffer,
      signature: string | undefined,
      site: SiteContext,
    ): Promise<WebhookOutcome | null> {
      if (!tenant || !signature) return null;
      const settings = await repository.settings(tenant.id);
      if (!settings?.stripeWebhookSecret) return null;
      let event: StripeEvent;
      try {
        event = stripeWebhooks.constructEvent(raw, signature, settings.stripeWebhookSecret);
      } catch {
        return null;
      }
      const created = new Date(event.created * 1000);
      const mails: EventContext['mails'] = [];
      const outcome = await deps.inTransaction(async (tx): Promise<WebhookOutcome> => {
        const first = await tx.membership.recordStripeEvent(tenant.id, {
          id: event.id,
          type: event.type,
          created,
        });
        if (!first) return 'duplicate';
        if (!(STRIPE_HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
        const handler = handlers[event.type as StripeHandledEvent];
        // Entitlement is read per request: nothing shared (no cached page) goes stale here.
        const stripe = settings.stripeSecretKey ? deps.stripe(settings.stripeSecretKey) : null;
        await handler({ tx, tenant, siteBase: site.siteBase, created, stripe, mails }, event);
        return 'processed';
      });
      for (const mail of mails) await mail();
      return outcome;
    },

    /* Back-office --------------------------------------------------------------------------- */

    async adminTiers(tenantId: number): Promise<{ tiers: AdminTier[] }> {
      const [rows, counts] = await Promise.all([
        repository.listTiers(tenantId, { activeOnly: false }),
        repository.memberCounts(tenantId, now()),
      ]);
      return { tiers: rows.map((row) => toAdminTier(row, counts.get(row.id) ?? 0)) };
    },

    async createTier(tenant: TenantRow, caller: AdminCaller, input: TierInput): Promise<AdminTier> {
      const row = await deps.inTransaction(async (tx) => {
        const inserted = await tx.membership.insertTier(tenant.id, toTierValues(input));
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'create',
          entityType: 'membership_tier',
          entityId: inserted.id,
          entityLabel: inserted.name,
          details: { status: inserted.status },
        });
        await tx.content.bumpVersion(tenant.id, [MEMBERSHIP_TAG]);
        return inserted;
      });
      return adminTier(tenant.id, row);
    },

    async updateTier(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      input: TierInput,
    ): Promise<AdminTier> {
      const row = await deps.inTransaction(async (tx) => {
        const updated = await tx.membership.updateTier(tenant.id, id, toTierValues(input), now());
        if (!updated) throw notFound(MEMBERSHIP_MESSAGES.unknownTier);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'membership_tier',
          entityId: updated.id,
          entityLabel: updated.name,
          details: { status: updated.status },
        });
        await tx.content.bumpVersion(tenant.id, [MEMBERSHIP_TAG]);
        return updated;
      });
      return adminTier(tenant.id, row);
    },

    /** Deletes a tier nobody pays for or was given (409 otherwise: archive it instead). */
    async deleteTier(tenant: TenantRow, caller: AdminCaller, id: number): Promise<void> {
      await tierOf(tenant.id, id);
      const counts = await repository.memberCounts(tenant.id, now());
      if ((counts.get(id) ?? 0) > 0) throw conflict(MEMBERSHIP_MESSAGES.tierHasMembers);
      await deps.inTransaction(async (tx) => {
        const deleted = await tx.membership.deleteTier(tenant.id, id);
        if (!deleted) throw notFound(MEMBERSHIP_MESSAGES.unknownTier);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'membership_tier',
          entityId: deleted.id,
          entityLabel: deleted.name,
        });
        await tx.content.bumpVersion(tenant.id, [MEMBERSHIP_TAG]);
      });
    },

    async settings(tenantId: number, webhookUrl: string): Promise<MembershipSettings> {
      return toMembershipSettings(await repository.settings(tenantId), webhookUrl);
    },

    /**
     * PUT /api/admin/membership/settings: keys left out are kept. The activity row names the
     * fields changed, never a secret's value.
     */
    async updateSettings(
      tenant: TenantRow,
      caller: AdminCaller,
      input: MembershipSettingsUpdate,
      webhookUrl: string,
    ): Promise<MembershipSettings> {
      const values: SettingsValues = {};
      if (input.stripe_publishable_key !== undefined)
        values.stripePublishableKey = input.stripe_publishable_key;
      if (input.stripe_secret_key !== undefined) values.stripeSecretKey = input.stripe_secret_key;
      if (input.stripe_webhook_secret !== undefined)
        values.stripeWebhookSecret = input.stripe_webhook_secret;
      if (input.preview_paragraphs !== undefined)
        values.previewParagraphs = input.preview_paragraphs;
      if (input.meter_members !== undefined) values.meterMembers = input.meter_members;
      if (input.meter_anonymous !== undefined) values.meterAnonymous = input.meter_anonymous;
      if (input.default_access !== undefined) values.defaultAccess = input.default_access;
      const changed = Object.keys(input).sort();
      // The preview's length and the meter show on every paid story's teaser; keys only on pricing.
      const paywallChanged = changed.some((key) =>
        ['preview_paragraphs', 'meter_members', 'meter_anonymous', 'default_access'].includes(key),
      );
      const row = await deps.inTransaction(async (tx) => {
        const saved = await tx.membership.saveSettings(tenant.id, values, now());
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'membership_settings',
          entityLabel: 'Membership settings',
          details: { fields: changed.join(', ') },
        });
        if (changed.length > 0)
          await tx.content.bumpVersion(tenant.id, paywallChanged ? ANYTHING : [MEMBERSHIP_TAG]);
        return saved;
      });
      return toMembershipSettings(row, webhookUrl);
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
