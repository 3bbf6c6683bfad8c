/**
 * Every route of docs/product.md §2, in one typed table. `layout` says which frame a page is drawn in;
 * `getHref` builds a link to it, so no component spells a URL by hand.
 */
export type RouteLayout = 'public' | 'admin';

export type RouteDefinition = {
  readonly path: string;
  readonly layout: RouteLayout;
  readonly getHref: (...params: never[]) => string;
};

const segment = (value: string): string => encodeURIComponent(value);
const withOptional = (base: string, value?: string): string => (value ? `${base}/${segment(value)}` : base);

export const paths = {
  home: { path: '/', layout: 'public', getHref: () => '/' },
  services: { path: '/services', layout: 'public', getHref: () => '/services' },
  howItWorks: { path: '/how-it-works', layout: 'public', getHref: () => '/how-it-works' },
  testimonials: { path: '/testimonials', layout: 'public', getHref: () => '/testimonials' },
  faq: { path: '/faq', layout: 'public', getHref: () => '/faq' },
  blog: { path: '/blog', layout: 'public', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', layout: 'public', getHref: (slug: string) => `/blog/${segment(slug)}` },
  freeCaseReview: { path: '/free-case-review', layout: 'public', getHref: () => '/free-case-review' },
  guide: { path: '/guide', layout: 'public', getHref: (anchor?: string) => (anchor ? `/guide#${anchor}` : '/guide') },
  payment: { path: '/payment/:token?', layout: 'public', getHref: (token?: string) => withOptional('/payment', token) },
  paymentSuccess: {
    path: '/payment-success/:caseNumber?',
    layout: 'public',
    getHref: (caseNumber?: string) => withOptional('/payment-success', caseNumber),
  },
  contact: { path: '/contact', layout: 'public', getHref: () => '/contact' },
  privacy: { path: '/privacy', layout: 'public', getHref: () => '/privacy' },
  terms: { path: '/terms', layout: 'public', getHref: () => '/terms' },
  refund: { path: '/refund', layout: 'public', getHref: () => '/refund' },
  termsConditions: { path: '/terms-conditions', layout: 'public', getHref: () => '/terms-conditions' },
  amazonFlexReactivation: { path: '/amazon-flex-reactivation', layout: 'public', getHref: () => '/amazon-flex-reactivation' },
  doordashReactivation: { path: '/doordash-reactivation', layout: 'public', getHref: () => '/doordash-reactivation' },
  uberLyftReactivation: { path: '/uber-lyft-reactivation', layout: 'public', getHref: () => '/uber-lyft-reactivation' },
  instacartReactivation: { path: '/instacart-reactivation', layout: 'public', getHref: () => '/instacart-reactivation' },
  sparkReactivation: { path: '/spark-reactivation', layout: 'public', getHref: () => '/spark-reactivation' },
  caseStatus: { path: '/case/:token', layout: 'public', getHref: (token: string) => `/case/${segment(token)}` },
  adminLogin: {
    path: '/admin-login',
    layout: 'admin',
    // `next`: the panel page to come back to once signed in (features/admin-shell/lib/return-path.ts).
    getHref: (next?: string) => (next ? `/admin-login?next=${encodeURIComponent(next)}` : '/admin-login'),
  },
  // The case list; its search and filters are its query (`/admin?q=stone&status=paid`), so back from a case keeps them.
  admin: { path: '/admin', layout: 'admin', getHref: (query?: string) => (query ? `/admin?${query}` : '/admin') },
  // The address every staff e-mail about a case links to (contracts' adminCasePath; paths.test.ts keeps them one).
  adminCase: { path: '/admin/cases/:caseNumber', layout: 'admin', getHref: (caseNumber: string) => `/admin/cases/${segment(caseNumber)}` },
  adminChat: { path: '/admin/chat', layout: 'admin', getHref: () => '/admin/chat' },
  adminJournal: { path: '/admin/journal', layout: 'admin', getHref: () => '/admin/journal' },
  // How cases ended in a period; the period is its query (`/admin/report?from=…&to=…`).
  adminReport: { path: '/admin/report', layout: 'admin', getHref: () => '/admin/report' },
  // Staff's saved replies («Шаблоны ответов»), inserted and applied from a case's message box.
  adminMacros: { path: '/admin/macros', layout: 'admin', getHref: () => '/admin/macros' },
  // The closing e-mail's satisfaction question (no login: the signed token is the key).
  satisfaction: { path: '/feedback/:token', layout: 'public', getHref: (token: string) => `/feedback/${segment(token)}` },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof paths;

export const routeKeys = Object.keys(paths) as RouteKey[];

/** The anchor of a platform's or a place's entry on the guide page (`/guide#platform-doordash`). */
export const guideAnchor = (kind: 'platform' | 'place', key: string): string => `${kind}-${key}`;

/** The id of the home page's application form section: links elsewhere go to `/#application-form`. */
export const APPLICATION_FORM_ID = 'application-form';
