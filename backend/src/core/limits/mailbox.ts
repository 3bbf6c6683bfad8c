/** Domains whose mailboxes ignore dots in the name, with the one domain they all reach. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as one text, for counting what it receives and for telling two
 * submissions from one person apart: letter case dropped, a `+tag` after the name dropped, and for
 * Gmail the dots in the name dropped (googlemail.com is gmail.com). So `V.ictim+1@GoogleMail.com`
 * and `victim@gmail.com` are one mailbox, and typing one address many ways earns no fresh cap.
 * Only for counting and comparing: e-mail still goes to the address as the visitor typed it.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let name = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.+$/, '');
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    name = name.replaceAll('.', '') || name;
  }
  return `${name}@${domain}`;
}
