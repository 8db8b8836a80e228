import {
  MEMBERSHIP_MESSAGES,
  type StoryAccess,
  type StoryContent,
  type StoryEntitlement,
} from '@helionews/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors.js';
import type { AccessService } from '../access/access.service.js';
import { STORY_NOT_FOUND } from '../stories/stories.service.js';
import { monthOf, type PaywallRepository } from './paywall.repository.js';

/** Who asks: a signed-in account, or nobody (an anonymous browser). */
export type Viewer = UserRow | null;

/** What entitlement needs of a story. */
export interface StoryAccessOf {
  id: number;
  access: StoryAccess;
}

export function createPaywallService(deps: {
  repository: PaywallRepository;
  access: Pick<AccessService, 'roleOf'>;
  now: () => Date;
}) {
  const { repository } = deps;

  /**
   * Whether `viewer` may read the story's whole text, and why. `count`: a metered read is taken
   * (the content endpoint opens the story); without it the meter is only looked at.
   */
  const entitlementFor = async (
    tenantId: number,
    story: StoryAccessOf,
    viewer: Viewer,
    options: { count?: boolean } = {},
  ): Promise<StoryEntitlement> => {
    const { access } = story;
    const answer = (
      entitled: boolean,
      reason: StoryEntitlement['reason'],
      meter: StoryEntitlement['meter'] = null,
    ): StoryEntitlement => ({ access, entitled, reason, meter });
    if (access === 'public') return answer(true, 'public');
    if (!viewer) return answer(false, 'sign_in');
    // Any role of the publication (or a platform admin) reads everything it publishes.
    if (await deps.access.roleOf(tenantId, viewer)) return answer(true, 'staff');
    if (access === 'members') return answer(true, 'member');
    const now = deps.now();
    if (await repository.hasPaidTier(tenantId, viewer.id, now)) return answer(true, 'paid');
    const { meterMembers } = await repository.settings(tenantId);
    if (meterMembers <= 0) return answer(false, 'subscribe');
    const month = monthOf(now);
    const counted = options.count
      ? await repository.takeMeteredRead(tenantId, viewer.id, month, story.id, meterMembers)
      : await repository.hasMeteredRead(tenantId, viewer.id, month, story.id);
    const used = await repository.meteredCount(tenantId, viewer.id, month);
    const meter = { limit: meterMembers, remaining: Math.max(0, meterMembers - used) };
    if (counted) return answer(true, 'metered', meter);
    // Not opened yet: reads left say it would be counted on opening; none left, subscribe.
    return answer(false, meter.remaining > 0 ? 'metered' : 'subscribe', meter);
  };

  return {
    entitlementFor,

    /**
     * GET /api/stories/{id}/content. `anonymousMeter`: an anonymous browser counting its own
     * reads (`?meter=anonymous`): answered the body while the publication meters anonymous
     * readers at all. The server cannot count them (no account); the browser counts in
     * localStorage, which a reader may clear: leaky by design, like every anonymous meter.
     */
    async contentFor(
      tenantId: number,
      id: number,
      viewer: Viewer,
      anonymousMeter: boolean,
    ): Promise<StoryContent> {
      const story = await repository.findPublishedStory(tenantId, id);
      if (!story) throw notFound(STORY_NOT_FOUND);
      let entitlement = await entitlementFor(tenantId, story, viewer, { count: true });
      if (!entitlement.entitled && !viewer && anonymousMeter) {
        const { meterAnonymous } = await repository.settings(tenantId);
        if (meterAnonymous > 0) {
          entitlement = {
            access: story.access,
            entitled: true,
            reason: 'metered',
            meter: { limit: meterAnonymous, remaining: meterAnonymous },
          };
        }
      }
      if (!entitlement.entitled) {
        throw viewer
          ? forbidden(MEMBERSHIP_MESSAGES.subscribeToRead)
          : unauthorized(MEMBERSHIP_MESSAGES.signInToRead);
      }
      return { id: story.id, content: story.bodyHtml, entitlement };
    },
  };
}

export type PaywallService = ReturnType<typeof createPaywallService>;
