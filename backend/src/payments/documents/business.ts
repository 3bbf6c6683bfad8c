import type { Env } from '../../config/env';

/** Who issues receipts and agreements: the business's settings. */
export interface Business {
  name: string;
  addressLines: string[];
  email: string;
  phone: string;
  taxId: string | null;
}

export function businessOf(env: Env): Business {
  return {
    name: env.BUSINESS_NAME,
    addressLines: env.BUSINESS_ADDRESS.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    email: env.SUPPORT_EMAIL,
    phone: env.SUPPORT_PHONE,
    taxId: env.BUSINESS_TAX_ID?.trim() || null,
  };
}

/** The lines at the top of a document: name, address, contacts. */
export function issuerLines(business: Business): string[] {
  return [business.name, ...business.addressLines, `${business.email} · ${business.phone}`];
}
