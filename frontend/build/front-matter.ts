import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * What the content compilers (blog, guide) share: front matter as JSON-compatible YAML, checked
 * field readers, and Markdown to sanitised HTML. Runs at build time only; none of it reaches the browser.
 */

/** Front matter is JSON-compatible YAML: `key: "string"` or `key: ["a", "b"]`, one per line. */
export function parseFrontMatter(file: string, source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: no front matter`);
  const data: Record<string, unknown> = {};
  for (const line of match[1]!.split('\n')) {
    if (!line.trim()) continue;
    const field = /^(\w+):\s*(.+?)\s*(#.*)?$/.exec(line);
    if (!field) throw new Error(`${file}: cannot read front matter line "${line}"`);
    try {
      data[field[1]!] = JSON.parse(field[2]!);
    } catch {
      throw new Error(`${file}: the value of ${field[1]} must be a quoted string or a list of quoted strings`);
    }
  }
  return { data, body: match[2]! };
}

/** Refuses a field the compiler does not know (a typo would otherwise be silently ignored). */
export function onlyFields(file: string, data: Record<string, unknown>, fields: readonly string[]): void {
  for (const key of Object.keys(data)) if (!fields.includes(key)) throw new Error(`${file}: unknown field ${key}`);
}

export function textField(file: string, data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: ${key} must be a non-empty string`);
  return value;
}

export function listField(file: string, data: Record<string, unknown>, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw new Error(`${file}: ${key} must be a list of strings`);
  return value as string[];
}

export type HtmlOptions = {
  /** Added to the site's own links (`/faq` → `/faq?lang=es`), so a Spanish page links to Spanish pages. */
  langQuery?: string;
  /** Levels added to every heading, for text shown under a page's own headings (2: `##` becomes h4). */
  headingOffset?: number;
};

/** `/path#hash` with `?lang=` added before the hash (internal links of a page in another language). */
export function withLang(href: string, lang: string): string {
  const [path, hash] = href.split('#', 2) as [string, string | undefined];
  const separator = path.includes('?') ? '&' : '?';
  return `${path || '/'}${separator}lang=${lang}${hash !== undefined ? `#${hash}` : ''}`;
}

/**
 * Markdown to HTML, then only the tags content uses; outside links open apart and pass no referrer.
 * Raw HTML in the Markdown is refused (the build stops, naming the file): content is written in
 * Markdown only, so the sanitiser sees nothing but marked's own tags. That is what lets it be
 * sanitize-html 2.17 (2.18 needs Node 22.12, see docs/decisions/0006): 2.18's fixes are for markup
 * marked never writes (<xmp>, <iframe> fallback, SVG animation).
 */
export function markdownToHtml(file: string, markdown: string, options: HtmlOptions = {}): string {
  const html = marked.parse(markdown, {
    async: false,
    gfm: true,
    walkTokens: (token) => {
      if (token.type === 'html') throw new Error(`${file}: raw HTML is not allowed in content, write Markdown: ${token.raw.trim().slice(0, 80)}`);
    },
  });
  const clean = sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'br', 'hr', 'code'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const own = href.startsWith('/') && !href.startsWith('//');
        const attributes: Record<string, string> = /^https:\/\//.test(href)
          ? { href, target: '_blank', rel: 'noopener noreferrer' }
          : { href: own && options.langQuery ? withLang(href, options.langQuery) : href };
        return { tagName, attribs: attributes };
      },
    },
  });
  const offset = options.headingOffset ?? 0;
  return offset ? clean.replace(/<(\/?)h([2-4])>/g, (_tag, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + offset)}>`) : clean;
}

/** Words of a Markdown text, for reading times. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/[#>*_[\]()`-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
