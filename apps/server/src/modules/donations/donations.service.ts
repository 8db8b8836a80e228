import {
  DEFAULT_CURRENCY,
  type Donation,
  type DonationListResponse,
  type PaginationQuery,
} from '@helionews/contracts';
import { pageOf, pageWindow } from '../../lib/paging.js';
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
      const [rows, total] = await Promise.all([
        repository.listForUser(tenantId, userId, pageWindow(page)),
        repository.countForUser(tenantId, userId),
      ]);
      return {
        donations: rows.map(donationFromRow),
        ...pageOf(page, total),
      };
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
