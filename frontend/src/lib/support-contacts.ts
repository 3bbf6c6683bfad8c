import { SUPPORT_META_NAMES, SUPPORT_PLACEHOLDERS, telNumber } from '@reactivation/contracts';

/** The site's support e-mail and phone, with their links. */
export type SupportContacts = {
  email: string;
  phone: string;
  emailHref: string;
  phoneHref: string;
};

let current: SupportContacts | null = null;

/**
 * The support contacts, whose one source is the server's environment (SUPPORT_EMAIL, SUPPORT_PHONE):
 * in the browser they come from the page's <meta> tags, which the server fills in before it sends
 * the page, so the first render draws what the prerendered HTML shows. Where there is no page (the
 * build-time prerender), they are the placeholders the server later fills in (contracts).
 */
export function supportContacts(): SupportContacts {
  current ??= typeof document === 'undefined' ? placeholders() : fromMeta(document);
  return current;
}

function placeholders(): SupportContacts {
  const { email, phone, tel } = SUPPORT_PLACEHOLDERS;
  return { email, phone, emailHref: `mailto:${email}`, phoneHref: `tel:${tel}` };
}

function fromMeta(page: Document): SupportContacts {
  const read = (name: string) => page.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const email = read(SUPPORT_META_NAMES.email);
  const phone = read(SUPPORT_META_NAMES.phone);
  return { email, phone, emailHref: `mailto:${email}`, phoneHref: `tel:${telNumber(phone)}` };
}
