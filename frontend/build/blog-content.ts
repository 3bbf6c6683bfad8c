import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import type { BlogPostSummary } from '../src/features/blog/lib/types';
import { coverSvg, COVER_WIDTHS } from './blog-cover';
import { listField, markdownToHtml, onlyFields, parseFrontMatter, textField, wordCount } from './front-matter';

/*
 * The blog, compiled at build time: Markdown files with front matter in src/content/blog/<lang>/
 * (the same slugs in every language) become
 *   - `virtual:blog-index`: the post summaries per language (no article text), and a loader per post;
 *   - `virtual:blog-post/<lang>/<slug>`: one module per post and language with its sanitised HTML;
 *   - cover images rendered to WebP at COVER_WIDTHS, one set per slug, emitted as assets (served on the fly in dev).
 * A Spanish article's links to the site's own pages carry `?lang=es`. No Markdown parser or sanitiser reaches the browser.
 */

export type { BlogPostSummary };

export const BLOG_LANGUAGES = ['en', 'es'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

const FIELDS = ['id', 'title', 'slug', 'excerpt', 'author', 'date', 'category', 'tags', 'metaDescription', 'keywords'] as const;
/** Fields that name the article rather than say something in its language: equal in every language. */
const SHARED_FIELDS = ['id', 'date', 'category'] as const;
const WORDS_PER_MINUTE = 225;
const INDEX_ID = 'virtual:blog-index';
const POST_PREFIX = 'virtual:blog-post/';

interface CompiledPost {
  summary: BlogPostSummary;
  html: string;
}

export type CompiledBlog = Record<BlogLanguage, CompiledPost[]>;

function loadLanguage(dir: string, lang: BlogLanguage, coverBase: string): CompiledPost[] {
  const folder = join(dir, lang);
  const posts = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = `${lang}/${name}`;
      const { data, body } = parseFrontMatter(file, readFileSync(join(folder, name), 'utf8'));
      onlyFields(file, data, FIELDS);
      const slug = textField(file, data, 'slug');
      if (`${slug}.md` !== name) throw new Error(`${file}: the file name must be <slug>.md (slug "${slug}")`);
      const readMinutes = Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
      const summary: BlogPostSummary = {
        id: textField(file, data, 'id'),
        title: textField(file, data, 'title'),
        slug,
        excerpt: textField(file, data, 'excerpt'),
        author: textField(file, data, 'author'),
        date: textField(file, data, 'date'),
        readTime: `${readMinutes} min read`,
        readMinutes,
        category: textField(file, data, 'category'),
        tags: listField(file, data, 'tags'),
        metaDescription: textField(file, data, 'metaDescription'),
        keywords: listField(file, data, 'keywords'),
        image: Object.fromEntries(COVER_WIDTHS.map((width) => [width, `${coverBase}/${slug}-${width}.webp`])),
        lang,
      };
      return { summary, html: markdownToHtml(file, body, { langQuery: lang === 'en' ? undefined : lang }) };
    });
  // Newest first, as the listing shows them.
  return posts.sort((a, b) => b.summary.date.localeCompare(a.summary.date) || Number(b.summary.id) - Number(a.summary.id));
}

/** Every post in every language; refuses an article missing in one language or translated with other shared fields. */
export function loadPosts(dir: string, coverBase = '/blog-covers'): CompiledBlog {
  const blog = Object.fromEntries(BLOG_LANGUAGES.map((lang) => [lang, loadLanguage(dir, lang, coverBase)])) as CompiledBlog;
  const english = new Map(blog.en.map((post) => [post.summary.slug, post.summary]));
  for (const lang of BLOG_LANGUAGES) {
    const slugs = new Set(blog[lang].map((post) => post.summary.slug));
    for (const slug of english.keys()) if (!slugs.has(slug)) throw new Error(`blog/${lang}: no translation of ${slug}`);
    for (const { summary } of blog[lang]) {
      const original = english.get(summary.slug);
      if (!original) throw new Error(`blog/${lang}/${summary.slug}.md has no English original`);
      for (const field of SHARED_FIELDS)
        if (summary[field] !== original[field]) throw new Error(`blog/${lang}/${summary.slug}.md: ${field} differs from the English file`);
    }
  }
  return blog;
}

const postModuleId = (lang: BlogLanguage, slug: string) => `${POST_PREFIX}${lang}/${slug}`;

/** The Vite plugin. `dir` holds one folder of Markdown files per language. */
export function blogContent(dir: string): Plugin {
  let config: ResolvedConfig;
  let blog: CompiledBlog = { en: [], es: [] };
  const reload = () => {
    blog = loadPosts(dir);
  };
  const coverOf = (slug: string) => blog.en.find((post) => post.summary.slug === slug);
  return {
    name: 'blog-content',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      reload();
      for (const lang of BLOG_LANGUAGES) {
        this.addWatchFile(join(dir, lang));
        for (const post of blog[lang]) this.addWatchFile(join(dir, lang, `${post.summary.slug}.md`));
      }
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(POST_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const summaries = Object.fromEntries(BLOG_LANGUAGES.map((lang) => [lang, blog[lang].map((post) => post.summary)]));
        const loaders = BLOG_LANGUAGES.map((lang) => {
          const entries = blog[lang].map(
            (post) => `    ${JSON.stringify(post.summary.slug)}: () => import(${JSON.stringify(postModuleId(lang, post.summary.slug))}),`,
          );
          return `  ${lang}: {\n${entries.join('\n')}\n  },`;
        });
        return [`export const posts = ${JSON.stringify(summaries)};`, `export const postLoaders = {\n${loaders.join('\n')}\n};`].join('\n');
      }
      if (id.startsWith(`\0${POST_PREFIX}`)) {
        const [lang, slug] = id.slice(POST_PREFIX.length + 1).split('/') as [BlogLanguage, string];
        const post = blog[lang]?.find((candidate) => candidate.summary.slug === slug);
        if (!post) throw new Error(`No blog post ${lang}/${slug}`);
        return `export default ${JSON.stringify({ ...post.summary, html: post.html })};`;
      }
      return null;
    },
    async generateBundle() {
      // The browser build emits the covers (one set per slug, shared by the languages); the server build needs only their names.
      if (config.build.ssr) return;
      for (const post of blog.en) {
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
        const ids = [`\0${INDEX_ID}`, ...BLOG_LANGUAGES.flatMap((lang) => blog[lang].map((post) => `\0${postModuleId(lang, post.summary.slug)}`))];
        for (const id of ids) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
      server.middlewares.use('/blog-covers', (req, res, next) => {
        const match = /^\/([a-z0-9-]+)-(\d+)\.webp$/.exec(req.url ?? '');
        const post = match && coverOf(match[1]!);
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
