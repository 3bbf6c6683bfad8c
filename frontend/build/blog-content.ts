import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import type { BlogPostSummary } from '../src/features/blog/lib/types';
import { coverSvg, COVER_WIDTHS } from './blog-cover';

/*
 * The blog, compiled at build time: Markdown files with front matter in src/content/blog/ become
 *   - `virtual:blog-index`: the post summaries (no article text), and a loader per post;
 *   - `virtual:blog-post/<slug>`: one module per post with its sanitised HTML (a chunk per post);
 *   - cover images rendered to WebP at COVER_WIDTHS, emitted as assets (served on the fly in dev).
 * No Markdown parser or sanitiser reaches the browser.
 */

export type { BlogPostSummary };

const FIELDS = ['id', 'title', 'slug', 'excerpt', 'author', 'date', 'category', 'tags', 'metaDescription', 'keywords'] as const;
const WORDS_PER_MINUTE = 225;
const INDEX_ID = 'virtual:blog-index';
const POST_PREFIX = 'virtual:blog-post/';

/** Front matter is JSON-compatible YAML: `key: "string"` or `key: ["a", "b"]`, one per line. */
function parseFile(file: string, source: string): { data: Record<string, unknown>; body: string } {
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

const text = (file: string, data: Record<string, unknown>, key: string): string => {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: ${key} must be a non-empty string`);
  return value;
};
const list = (file: string, data: Record<string, unknown>, key: string): string[] => {
  const value = data[key];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw new Error(`${file}: ${key} must be a list of strings`);
  return value as string[];
};

/** Markdown to HTML, then only the tags an article uses; outside links open apart and pass no referrer. */
function toHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'br', 'hr', 'code'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const outside = /^https:\/\//.test(href);
        const attributes: Record<string, string> = outside ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
        return { tagName, attribs: attributes };
      },
    },
  });
}

interface CompiledPost {
  summary: BlogPostSummary;
  html: string;
}

export function loadPosts(dir: string, coverBase = '/blog-covers'): CompiledPost[] {
  const posts = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = join(dir, name);
      const { data, body } = parseFile(name, readFileSync(file, 'utf8'));
      for (const key of Object.keys(data))
        if (!(FIELDS as readonly string[]).includes(key)) throw new Error(`${name}: unknown field ${key}`);
      const slug = text(name, data, 'slug');
      if (`${slug}.md` !== name) throw new Error(`${name}: the file name must be <slug>.md (slug "${slug}")`);
      const words = body
        .replace(/[#>*_[\]()`-]/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      const readMinutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
      const summary: BlogPostSummary = {
        id: text(name, data, 'id'),
        title: text(name, data, 'title'),
        slug,
        excerpt: text(name, data, 'excerpt'),
        author: text(name, data, 'author'),
        date: text(name, data, 'date'),
        readTime: `${readMinutes} min read`,
        readMinutes,
        category: text(name, data, 'category'),
        tags: list(name, data, 'tags'),
        metaDescription: text(name, data, 'metaDescription'),
        keywords: list(name, data, 'keywords'),
        image: Object.fromEntries(COVER_WIDTHS.map((width) => [width, `${coverBase}/${slug}-${width}.webp`])),
      };
      return { summary, html: toHtml(body) };
    });
  // Newest first, as the listing shows them.
  return posts.sort((a, b) => b.summary.date.localeCompare(a.summary.date) || Number(b.summary.id) - Number(a.summary.id));
}

/** The Vite plugin. `dir` holds the Markdown files. */
export function blogContent(dir: string): Plugin {
  let config: ResolvedConfig;
  let posts: CompiledPost[] = [];
  const reload = () => {
    posts = loadPosts(dir);
  };
  return {
    name: 'blog-content',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      reload();
      this.addWatchFile(dir);
      for (const post of posts) this.addWatchFile(join(dir, `${post.summary.slug}.md`));
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(POST_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const loaders = posts.map(
          (post) => `  ${JSON.stringify(post.summary.slug)}: () => import(${JSON.stringify(POST_PREFIX + post.summary.slug)}),`,
        );
        return [
          `export const posts = ${JSON.stringify(posts.map((post) => post.summary))};`,
          `export const postLoaders = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }
      if (id.startsWith(`\0${POST_PREFIX}`)) {
        const slug = id.slice(POST_PREFIX.length + 1);
        const post = posts.find((candidate) => candidate.summary.slug === slug);
        if (!post) throw new Error(`No blog post ${slug}`);
        return `export default ${JSON.stringify({ ...post.summary, html: post.html })};`;
      }
      return null;
    },
    async generateBundle() {
      // The browser build emits the covers; the server build needs only their names.
      if (config.build.ssr) return;
      for (const post of posts) {
        const svg = Buffer.from(coverSvg(post.summary.category));
        for (const width of COVER_WIDTHS) {
          const source = await sharp(svg)
            .resize(width, Math.round((width * 9) / 16))
            .webp({ quality: 72 })
            .toBuffer();
          this.emitFile({ type: 'asset', fileName: `blog-covers/${post.summary.slug}-${width}.webp`, source });
        }
      }
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        reload();
        for (const id of [`\0${INDEX_ID}`, ...posts.map((post) => `\0${POST_PREFIX}${post.summary.slug}`)]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
      server.middlewares.use('/blog-covers', (req, res, next) => {
        const match = /^\/([a-z0-9-]+)-(\d+)\.webp$/.exec(req.url ?? '');
        const post = match && posts.find((candidate) => candidate.summary.slug === match[1]);
        const width = Number(match?.[2]);
        if (!post || !COVER_WIDTHS.includes(width)) return next();
        void sharp(Buffer.from(coverSvg(post.summary.category)))
          .resize(width, Math.round((width * 9) / 16))
          .webp({ quality: 72 })
          .toBuffer()
          .then((image) => {
            res.setHeader('Content-Type', 'image/webp');
            res.end(image);
          }, next);
      });
    },
  };
}
