import { donationAmountSchema } from '@helionews/contracts';
import type { TFunction } from 'i18next';

/** Digits with an optional decimal point or comma (readers in most of Europe type '12,50'). */
const AMOUNT_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** Reads a typed amount and checks it with the contract's schema, in the reader's words. */
export function checkAmount(text: string, t: TFunction, maxLabel: string): AmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: t('donations.amountRequired') };
  if (!AMOUNT_PATTERN.test(trimmed)) return { ok: false, message: t('donations.amountInvalid') };
  const result = donationAmountSchema.safeParse(Number(trimmed.replace(',', '.')));
  if (result.success) return { ok: true, amount: result.data };
  const code = result.error.issues[0]?.code;
  if (code === 'too_small') return { ok: false, message: t('donations.amountPositive') };
  if (code === 'too_big')
    return { ok: false, message: t('donations.amountTooLarge', { max: maxLabel }) };
  return { ok: false, message: t('donations.amountDecimals') };
}
