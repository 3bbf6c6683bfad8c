import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build's prerender step wrote: every public page with its status (the 404 page's is 404). */
type PagesManifest = { pages: Array<{ path: string; status: number }> };

const manifest = JSON.parse(
  readFileSync(join(__dirname, '../../frontend/dist/pages/pages.json'), 'utf8'),
) as PagesManifest;

/** Every prerendered public page (not the 404 page), from the build itself: a new page is covered at once. */
export const publicPages: readonly string[] = manifest.pages.filter((page) => page.status === 200).map((page) => page.path);

const isArticle = (path: string): boolean => path.startsWith('/blog/');

/** The blog's article pages (one per post). */
export const articlePages: readonly string[] = publicPages.filter(isArticle);

/**
 * One page per template: every public page but the articles, and one article (all 49 share one
 * layout). Checks that need a browser per page (hydration, axe) run on these.
 */
export const templatePages: readonly string[] = [...publicPages.filter((path) => !isArticle(path)), ...articlePages.slice(0, 1)];

export const LANGUAGES = ['en', 'es'] as const;

/** The address of a page in a language, as links and the sitemap spell it. */
export const localized = (path: string, lang: (typeof LANGUAGES)[number]): string =>
  lang === 'en' ? path : `${path}?lang=${lang}`;

/**
 * Opens a page and waits until the app has taken it over. A prerendered page shows its content
 * before its code has loaded; a click before then reaches no handler.
 */
export async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** The title of every blog article in a language, by slug, read from its Markdown front matter. */
export function articleTitles(lang: (typeof LANGUAGES)[number]): Record<string, string> {
  const dir = join(__dirname, '../../frontend/src/content/blog', lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        const title = /^title: (".*")$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1];
        return [name.replace(/\.md$/, ''), JSON.parse(title ?? '""') as string];
      }),
  );
}
