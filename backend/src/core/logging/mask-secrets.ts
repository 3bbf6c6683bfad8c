/*
 * Secrets that can reach a log line inside a message, a path or a stack, and what stands in their place.
 * Capability links are the main ones: whoever reads /payment/<token> or /case/<token> in a log can
 * pay, or read a client's case, without signing in.
 */

/**
 * The route parameters that hold a capability token (`/api/case-status/:token` …). The request log
 * writes a matched route's path with these as `***` (request-log.middleware.ts); a route that takes
 * a capability under another name must be added here (the security test checks every public route).
 */
export const SECRET_ROUTE_PARAMS: ReadonlySet<string> = new Set(['token']);

/**
 * Path words that a capability token follows: the site's /payment/, /case/ and /feedback/ (the closing
 * e-mail's satisfaction page), the API's /case-status/, /drafts/ and /satisfaction/.
 */
const TOKEN_PATH_WORDS = ['payment', 'case-status', 'case', 'drafts', 'feedback', 'satisfaction', 'consent'];

/**
 * One character as an address may spell it: itself in either case (the patterns are case-insensitive),
 * or percent-encoded, once or more (`c`, `%63`, `%2563` …). Express does not route an encoded letter,
 * but the log line still holds what was sent, so the mask must not care how it was written.
 */
function anySpelling(char: string): string {
  const codes = [...new Set([char.toLowerCase(), char.toUpperCase()])].map((c) =>
    c.charCodeAt(0).toString(16).padStart(2, '0'),
  );
  return `(?:${char.replace(/[-/\\]/g, '\\$&')}|%(?:25)*(?:${codes.join('|')}))`;
}
const spelled = (word: string) => [...word].map(anySpelling).join('');
/** A path separator: `/` or `\` (JSON writes it `\\`), plain or percent-encoded, once or more (`//`). */
const SEPARATOR = `(?:[/\\\\]|%(?:25)*(?:2f|5c))`;

const SECRET_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // Payment and case-status links, on the site and under /api: /payment/<token>, /api/case-status/<token>, …
  // and saved home forms (/api/drafts/<token>), whatever the letter case or the encoding of the address.
  [new RegExp(`(${SEPARATOR}(?:${TOKEN_PATH_WORDS.map(spelled).join('|')})${SEPARATOR}+)[^/?#\\s"'\\\\]+`, 'gi'), '$1***'],
  // The e-mailed link to a saved home form carries its token as #draft=<token>.
  [new RegExp(`((?:#|%(?:25)*23)${spelled('draft')}(?:=|%(?:25)*3d))[\\w%-]+`, 'gi'), '$1***'],
  // Staff tokens (JSON Web Tokens).
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]+/g, '***'],
  // Telegram bot tokens ("<bot id>:<secret>"), e.g. inside a Bot API address.
  [/(?<!\d)\d{5,}:[\w-]{30,}/g, '***'],
  // Card-provider client secrets ("pi_…_secret_…").
  [/\b(?:pi|seti)_\w+?_secret_[\w-]+/g, '***'],
];

/**
 * A quick test first: most lines hold none of these, and this runs for every line written. Built from
 * TOKEN_PATH_WORDS, so a token route's word added there is never skipped here.
 */
const MAYBE_SECRET = new RegExp([...TOKEN_PATH_WORDS, 'draft', '%', 'eyJ', '\\d{5}:', '_secret_'].join('|'), 'i');

/** The text with every secret it holds replaced by "***". */
export function maskSecrets(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  let masked = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) masked = masked.replace(pattern, replacement);
  return masked;
}
