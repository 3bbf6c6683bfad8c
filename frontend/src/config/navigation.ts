import type { RouteKey } from './paths';

/** A link shown in the header or footer; `labelKey` is a key of the common locale namespace. */
export type NavItem<K extends string = string> = {
  readonly route: RouteKey;
  readonly labelKey: K;
};

export const headerNavigation = [
  { route: 'home', labelKey: 'nav.home' },
  { route: 'services', labelKey: 'nav.services' },
  { route: 'howItWorks', labelKey: 'nav.howItWorks' },
  { route: 'testimonials', labelKey: 'nav.testimonials' },
  { route: 'faq', labelKey: 'nav.faq' },
  { route: 'blog', labelKey: 'nav.blog' },
] as const satisfies readonly NavItem[];

export const footerNavigation = [
  { route: 'contact', labelKey: 'footer.links.contact' },
  { route: 'privacy', labelKey: 'footer.links.privacy' },
  { route: 'terms', labelKey: 'footer.links.terms' },
  { route: 'refund', labelKey: 'footer.links.refund' },
] as const satisfies readonly NavItem[];
