/**
 * Public contact settings of the site. Fixed here for now; a later change loads them from
 * GET /api/config (DESIGN §4) and keeps this shape.
 */
export type SiteConfig = {
  readonly supportEmail: string;
  readonly supportPhone: string;
};

export const siteConfig: SiteConfig = {
  supportEmail: 'support@example.com',
  supportPhone: '+1 (555) 010-0200',
};

/** A tel: link accepts only the digits and a leading plus. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function emailHref(email: string): string {
  return `mailto:${email}`;
}
