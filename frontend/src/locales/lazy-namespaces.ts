import type caseStatus from './en/case-status.json';
import type blog from './en/blog.json';
import type contact from './en/contact.json';
import type faq from './en/faq.json';
import type guide from './en/guide.json';
import type legal from './en/legal.json';
import type liveChat from './en/live-chat.json';
import type payment from './en/payment.json';
import type platforms from './en/platforms.json';
import type process from './en/process.json';
import type seo from './en/seo.json';
import type services from './en/services.json';
import type states from './en/states.json';
import type testimonials from './en/testimonials.json';
import type admin from './ru/admin.json';
import type adminOutcomes from './ru/admin-outcomes.json';
import type satisfaction from './en/satisfaction.json';
import type replyTimes from './en/reply-times.json';
import type textConsent from './en/text-consent.json';

/**
 * Namespaces that load with their page (registerNamespace in lib/i18n.ts), not with the shell.
 * Listed here only for their types, so t('key') is checked against the English catalog (the
 * Russian one for the staff panel, which has no other).
 */
export type LazyNamespaces = {
  blog: typeof blog;
  admin: typeof admin;
  adminOutcomes: typeof adminOutcomes;
  satisfaction: typeof satisfaction;
  replyTimes: typeof replyTimes;
  textConsent: typeof textConsent;
  caseStatus: typeof caseStatus;
  contact: typeof contact;
  faq: typeof faq;
  guide: typeof guide;
  legal: typeof legal;
  liveChat: typeof liveChat;
  payment: typeof payment;
  platforms: typeof platforms;
  process: typeof process;
  seo: typeof seo;
  services: typeof services;
  states: typeof states;
  testimonials: typeof testimonials;
};
