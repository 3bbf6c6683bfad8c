import { cleanPhone } from '@reactivation/contracts';

/**
 * A client's number as providers write it (E.164, `+15550100200`): the forms take any spelling the
 * contracts' rule accepts; ten digits are a US number. Null when it cannot be one.
 */
export function toE164(raw: string): string | null {
  const cleaned = cleanPhone(raw).replace(/\./g, '');
  const digits = cleaned.replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (cleaned.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
