/*
 * Secrets that can reach a log line inside a message, a path or a stack, and what stands in their place.
 * Capability links are the main ones: whoever reads /payment/<token> or /case/<token> in a log can
 * pay, or read a client's case, without signing in.
 */
const SECRET_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // Payment and case-status links, on the site and under /api: /payment/<token>, /api/case-status/<token>, …
  // and saved home forms (/api/drafts/<token>; the e-mailed link carries it as #draft=<token>).
  [/(\/(?:payment|case|case-status|drafts)\/)[^/?#\s"'\\]+/g, '$1***'],
  [/(#draft=)[\w-]+/g, '$1***'],
  // Staff tokens (JSON Web Tokens).
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]+/g, '***'],
  // Telegram bot tokens ("<bot id>:<secret>"), e.g. inside a Bot API address.
  [/(?<!\d)\d{5,}:[\w-]{30,}/g, '***'],
  // Card-provider client secrets ("pi_…_secret_…").
  [/\b(?:pi|seti)_\w+?_secret_[\w-]+/g, '***'],
];

/** A quick test first: most lines hold none of these, and this runs for every line written. */
const MAYBE_SECRET = /\/(?:payment|case|case-status|drafts)\/|#draft=|eyJ|\d{5}:|_secret_/;

/** The text with every secret it holds replaced by "***". */
export function maskSecrets(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  let masked = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) masked = masked.replace(pattern, replacement);
  return masked;
}
