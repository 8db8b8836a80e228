/**
 * Prices are stored in a currency's smallest unit (cents; yen have none): what an editor types
 * in major units, and back. The digits are the currency's own (ISO 4217, as Intl knows them).
 */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** 12.5 USD -> 1250; 500 JPY -> 500. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

/** 1250 USD -> 12.5. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** A price in minor units written the reader's way ('$12.50', '12,50 €', '￥500'). */
export function formatMinorUnits(minor: number, currency: string, language: string): string {
  const major = toMajorUnits(minor, currency);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(major);
  } catch {
    return `${major} ${currency.toUpperCase()}`;
  }
}
