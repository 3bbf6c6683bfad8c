import type { ContactPlatform, Locale } from '@reactivation/contracts';

/** A contact message as other modules see it: plain data, never the entity. */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  platform: ContactPlatform | null;
  subject: string;
  message: string;
  locale: Locale;
  createdAt: Date;
}
