import type { ApplicationInput } from '@reactivation/contracts';
import { JPEG_2X2, png } from './document-samples';

/** Tiny files that are what they claim (real images with well-formed headers), or not. */
export const PNG = png(4, 3);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const JPEG = JPEG_2X2;
export const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128, 0)]);
export const PLAIN_TEXT = Buffer.from('this is only text, not an image');

/** A file of `size` bytes that is a valid PDF by its content. */
export function pdfOfSize(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  PDF.copy(file, 0);
  return file;
}

/** A home-form application that passes every rule, as multipart text fields. */
export const validApplicationFields: Record<keyof Omit<ApplicationInput, 'locale' | 'supportResponse' | 'state'>, string> & {
  supportResponse: string;
} = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana.lopez@example.com',
  phone: '(555) 123-4567',
  platform: 'doordash',
  deactivationDate: '2025-06-01',
  deactivationReason: 'Deactivated after two customers reported late deliveries during a storm.',
  attemptedReactivation: 'true',
  supportResponse: 'Support said the decision is final.',
  documentUrls: '[]',
};

/** A case review that passes every rule, as JSON. */
export const validCaseReview = {
  firstName: 'Marcus',
  lastName: 'Reed',
  email: 'marcus.reed@example.com',
  phone: '+1 555 987 6543',
  platform: 'Uber',
  deactivationDate: '2025-07-14',
  deactivationReason: 'Background check flagged a record that is not mine.',
  attemptedReactivation: false,
  supportResponse: '',
  documentUrls: [],
  description: 'I have driven 4,000 trips with a 4.95 rating.',
};

/** A contact-form message that passes every rule, with the optional phone and platform given. */
export const validContactMessage = {
  name: 'Rosa Díaz',
  email: 'rosa.diaz@example.com',
  phone: '(555) 321-7788',
  platform: 'walmart-spark',
  subject: 'Spark account deactivated after a background check',
  message: 'My Spark Driver account was deactivated on Monday.\nThe background check mixed me up with someone else.',
};
