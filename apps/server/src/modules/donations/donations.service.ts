import {
  DEFAULT_CURRENCY,
  type Donation,
  type DonationListResponse,
  type PaginationQuery,
} from '@helionews/contracts';
import { pageAndTotal } from '../../lib/paging.js';
import { donationFromRow } from './donations.mapper.js';
import type { DonationsRepository } from './donations.repository.js';

export function createDonationsService(repository: DonationsRepository) {
  return {
    /** The user's donations to this tenant, newest first. */
    async listForUser(
      tenantId: number,
      userId: number,
      page: PaginationQuery,
    ): Promise<DonationListResponse> {
      const [rows, paging] = await pageAndTotal(
        page,
        (window) => repository.listForUser(tenantId, userId, window),
        () => repository.countForUser(tenantId, userId),
      );
      return { donations: rows.map(donationFromRow), ...paging };
    },

    /** Records a donation to this tenant; the amount was validated to two decimals. */
    async create(
      tenantId: number,
      userId: number,
      input: { amount: number; description: string },
    ): Promise<Donation> {
      const row = await repository.insert({
        tenantId,
        userId,
        amount: input.amount.toFixed(2),
        currency: DEFAULT_CURRENCY,
        description: input.description,
      });
      return donationFromRow(row);
    },
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;
