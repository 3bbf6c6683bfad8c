/*
 * The fee on its own, without the payment schemas: the pages that write it (every policy page, the
 * head of each page) then carry no schema library in their first load.
 */

/** docs/product.md §9: the one-time fee, in the card provider's smallest unit. */
export const FEE_AMOUNT_CENTS = 20_000;
export const FEE_CURRENCY = 'usd';

/**
 * An amount in the currency's smallest unit as the site and its e-mails write it everywhere:
 * "$200.00 USD". One function for both sides, so a page and an e-mail never show the fee differently.
 */
export function formatAmount(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const text = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(
      minorUnits / 100,
    );
    return `${text} ${code}`;
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${code}`;
  }
}
