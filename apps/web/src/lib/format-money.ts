/** '$12.50', '12,50 $US', '12,50 $': the amount in its currency, written the reader's way. */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code: still show the number and the code.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** The symbol the reader's language uses for a currency ('$' in English, '$US' in French). */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
