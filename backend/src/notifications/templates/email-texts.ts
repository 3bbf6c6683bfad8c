import { FEE_AMOUNT_CENTS, FEE_CURRENCY, formatAmount } from '@reactivation/contracts';
import en from '../locales/en.json';
import es from '../locales/es.json';
import ru from '../locales/ru.json';

/** Client e-mails follow the client's language; staff e-mails are Russian, like the admin panel. */
export const CLIENT_TEXTS = { en, es } as const;
export const STAFF_TEXTS = ru;

/** Replaces {{name}} placeholders; values are inserted as text and escaped by React when rendered. */
export function fill(template: string, values: object): string {
  const lookup = values as Record<string, unknown>;
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in lookup ? String(lookup[key]) : match));
}

/** The fee as e-mails write it ("$200.00 USD"), from the amount the server charges; texts name it as {{fee}}. */
export const FEE_TEXT = formatAmount(FEE_AMOUNT_CENTS, FEE_CURRENCY);
