import type { MemberEvent, MemberEventType, MemberSummary } from '@helionews/contracts';
import type { MemberEventRow } from '../../db/schema/index.js';
import type { MemberRecord } from './members.repository.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A member as the list shows them: an allow-list of the record's fields. */
export function toMemberSummary(member: MemberRecord): MemberSummary {
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    display_name: member.displayName,
    status: member.status,
    tier:
      member.tierId !== null && member.tierName !== null
        ? { id: member.tierId, name: member.tierName }
        : null,
    interval: member.interval,
    renews_at: iso(member.renewsAt),
    comp_until: iso(member.compUntil),
    joined_at: member.joinedAt.toISOString(),
  };
}

export function toMemberEvent(row: MemberEventRow): MemberEvent {
  return {
    type: row.type as MemberEventType,
    tier: row.tierName,
    amount: row.amount,
    currency: row.currency,
    at: row.at.toISOString(),
  };
}
