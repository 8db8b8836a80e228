import {
  MEMBERSHIP_CURRENCIES,
  TIER_STATUSES,
  tierInputSchema,
  type AdminTier,
  type MembershipCurrency,
  type TierStatus,
} from '@helionews/contracts';
import { z } from 'zod';
import { currencyDigits, toMajorUnits, toMinorUnits } from '@/lib/minor-units';

/** The tier dialog's values: prices as typed, in major units ('12.50'); one benefit a line. */
export interface TierFormValues {
  name: string;
  description: string;
  benefits: string;
  monthly_price: string;
  yearly_price: string;
  currency: MembershipCurrency;
  status: TierStatus;
  position: string;
}

export function tierFormValuesOf(tier: AdminTier | null): TierFormValues {
  const price = (minor: number | null | undefined, currency: string) =>
    minor === null || minor === undefined ? '' : String(toMajorUnits(minor, currency));
  const currency = tier?.currency ?? 'usd';
  return {
    name: tier?.name ?? '',
    description: tier?.description ?? '',
    benefits: tier?.benefits.join('\n') ?? '',
    monthly_price: price(tier?.monthly_price, currency),
    yearly_price: price(tier?.yearly_price, currency),
    currency,
    status: tier?.status ?? 'active',
    position: String(tier?.position ?? 0),
  };
}

/** '12.50' or '12,50' in `currency` to its minor units; undefined: not a price. */
export function parsePrice(text: string, currency: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(?:[.,]\\d{1,${digits}})?$`);
  if (!pattern.test(value)) return undefined;
  return toMinorUnits(Number(value.replace(',', '.')), currency);
}

/**
 * The form's values made into the contract's TierInput (prices to minor units, benefits split
 * by line), then checked by the contract's own schema, so its issues land on the same fields.
 */
export const tierFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    benefits: z.string(),
    monthly_price: z.string(),
    yearly_price: z.string(),
    currency: z.enum(MEMBERSHIP_CURRENCIES),
    status: z.enum(TIER_STATUSES),
    position: z.string(),
  })
  .transform((values, ctx): z.input<typeof tierInputSchema> => {
    const monthly = parsePrice(values.monthly_price, values.currency);
    const yearly = parsePrice(values.yearly_price, values.currency);
    if (monthly === undefined) {
      ctx.addIssue({ code: 'custom', path: ['monthly_price'], message: 'price' });
    }
    if (yearly === undefined) {
      ctx.addIssue({ code: 'custom', path: ['yearly_price'], message: 'price' });
    }
    const position = /^\d{1,4}$/.test(values.position.trim()) ? Number(values.position) : -1;
    if (monthly === undefined || yearly === undefined) return z.NEVER;
    return {
      name: values.name,
      description: values.description,
      benefits: values.benefits
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      monthly_price: monthly,
      yearly_price: yearly,
      currency: values.currency,
      status: values.status,
      position,
    };
  })
  .pipe(tierInputSchema);
