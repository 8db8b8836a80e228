import type { Donation } from '@helionews/contracts';
import type { DonationRow } from '../../db/schema/index.js';

export function donationFromRow(row: DonationRow): Donation {
  return {
    id: row.id,
    amount: Number(row.amount),
    currency: row.currency,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}
