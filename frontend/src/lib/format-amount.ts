/** An amount in the currency's smallest unit as the site writes it everywhere: "$200.00 USD". */
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
