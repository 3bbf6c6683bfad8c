import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { GuideEntry, GuideIndex, GuideKind, GuideSource } from '../src/features/guide/lib/types';
import { PLACE_RULES, PLATFORM_WINDOWS } from '../../contracts/src/appeal-windows';
import { listField, markdownToHtml, onlyFields, parseFrontMatter, textField } from './front-matter';

/*
 * The deadlines and rights guide, compiled at build time like the blog: Markdown files with front
 * matter in src/content/guide/<lang>/{platforms,places}/<key>.md (the same keys in every language) become
 *   - `virtual:guide-index`: the one-line summaries of every entry in both languages (what the intake
 *     forms and the staff case file show) and a loader per language;
 *   - `virtual:guide/<lang>`: every entry of one language with its sanitised HTML and sources.
 * The appeal window line of a platform and the office of a place are not in the Markdown: they come
 * from contracts/src/appeal-windows.ts, the file the deadline of a case is computed from.
 * Staff correct a fact with a text edit; the content test (features/guide/lib/guide.test.ts) refuses an
 * entry without sources or reviewed more than 12 months ago.
 */

export const GUIDE_LANGUAGES = ['en', 'es'] as const;
type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];
const KINDS: Record<string, GuideKind> = { platforms: 'platform', places: 'place' };

const PLATFORM_FIELDS = ['kind', 'key', 'name', 'summary', 'officialPageTitle', 'officialPage', 'reviewed', 'sources', 'unconfirmed'];
const PLACE_FIELDS = ['kind', 'key', 'name', 'state', 'scope', 'platforms', 'summary', 'reviewed', 'sources', 'unconfirmed'];
/** Fields that say where and to whom an entry applies: equal in every language. */
const SHARED_FIELDS = ['kind', 'key', 'state', 'scope', 'platforms', 'reviewed'] as const;
const INDEX_ID = 'virtual:guide-index';
const LANGUAGE_PREFIX = 'virtual:guide/';

/** "Official page title | https://address" */
function source(file: string, value: string): GuideSource {
  const cut = value.lastIndexOf(' | ');
  const url = value.slice(cut + 3).trim();
  if (cut < 1 || !/^https:\/\/[^\s|]+$/.test(url)) throw new Error(`${file}: a source must read "Title | https://address": ${value}`);
  return { title: value.slice(0, cut).trim(), url };
}

function readEntry(file: string, text: string, kind: GuideKind, lang: GuideLanguage): GuideEntry {
  const { data, body } = parseFrontMatter(file, text);
  onlyFields(file, data, kind === 'platform' ? PLATFORM_FIELDS : PLACE_FIELDS);
  if (data.kind !== kind) throw new Error(`${file}: kind must be "${kind}"`);
  const reviewed = textField(file, data, 'reviewed');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(reviewed)) throw new Error(`${file}: reviewed must be a date like 2026-11-24`);
  const url = (key: string) => {
    const value = textField(file, data, key);
    if (!/^https:\/\//.test(value)) throw new Error(`${file}: ${key} must be an https address`);
    return value;
  };
  const common = {
    key: textField(file, data, 'key'),
    name: textField(file, data, 'name'),
    summary: textField(file, data, 'summary'),
    reviewed,
    sources: listField(file, data, 'sources').map((value) => source(file, value)),
    unconfirmed: listField(file, data, 'unconfirmed'),
    // Under the page's h2 (platforms, places) and the entry's h3.
    html: markdownToHtml(file, body, { headingOffset: 2 }),
  };
  if (kind === 'platform') {
    const windows = PLATFORM_WINDOWS[common.key];
    if (!windows) throw new Error(`${file}: ${common.key} has no entry in contracts/src/appeal-windows.ts`);
    return {
      ...common,
      kind,
      appealWindow: windows.text[lang],
      officialPage: { title: textField(file, data, 'officialPageTitle'), url: url('officialPage') },
    };
  }
  const scope = textField(file, data, 'scope');
  if (scope !== 'city' && scope !== 'state') throw new Error(`${file}: scope must be "city" or "state"`);
  const state = textField(file, data, 'state');
  if (!/^[A-Z]{2}$/.test(state)) throw new Error(`${file}: state must be a two-letter code`);
  const platforms = listField(file, data, 'platforms');
  const rules = PLACE_RULES[common.key];
  if (!rules) throw new Error(`${file}: ${common.key} has no entry in contracts/src/appeal-windows.ts`);
  if (rules.state !== state || rules.scope !== scope || JSON.stringify(rules.platforms) !== JSON.stringify(platforms)) {
    throw new Error(`${file}: state, scope and platforms must be those of contracts/src/appeal-windows.ts`);
  }
  return { ...common, kind, state, scope, platforms, office: { title: rules.office.name[lang], url: rules.office.url } };
}

export type CompiledGuide = Record<GuideLanguage, GuideEntry[]>;

export function loadGuide(dir: string): CompiledGuide {
  const guide = {} as CompiledGuide;
  for (const lang of GUIDE_LANGUAGES) {
    guide[lang] = Object.entries(KINDS).flatMap(([folder, kind]) =>
      readdirSync(join(dir, lang, folder))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => {
          const file = `${lang}/${folder}/${name}`;
          const entry = readEntry(file, readFileSync(join(dir, lang, folder, name), 'utf8'), kind, lang);
          if (`${entry.key}.md` !== name) throw new Error(`${file}: the file name must be <key>.md`);
          return entry;
        }),
    );
  }
  const english = new Map(guide.en.map((entry) => [`${entry.kind}/${entry.key}`, entry]));
  for (const lang of GUIDE_LANGUAGES) {
    if (guide[lang].length !== english.size) throw new Error(`guide/${lang}: ${guide[lang].length} entries, English has ${english.size}`);
    for (const entry of guide[lang]) {
      const original = english.get(`${entry.kind}/${entry.key}`);
      if (!original) throw new Error(`guide/${lang}: ${entry.kind} ${entry.key} has no English original`);
      for (const field of SHARED_FIELDS) {
        const a = JSON.stringify((entry as unknown as Record<string, unknown>)[field]);
        const b = JSON.stringify((original as unknown as Record<string, unknown>)[field]);
        if (a !== b) throw new Error(`guide/${lang}: ${entry.kind} ${entry.key}: ${field} differs from the English file`);
      }
    }
  }
  return guide;
}

/** What the forms and the staff case file need: one line per entry and language, no article text. */
export function guideIndex(guide: CompiledGuide): GuideIndex {
  const line = (kind: GuideKind, key: string) =>
    Object.fromEntries(
      GUIDE_LANGUAGES.map((lang) => {
        const entry = guide[lang].find((candidate) => candidate.kind === kind && candidate.key === key)!;
        return [lang, { name: entry.name, summary: entry.summary }];
      }),
    ) as GuideIndex['platforms'][string]['text'];
  return {
    platforms: Object.fromEntries(
      guide.en.filter((entry) => entry.kind === 'platform').map((entry) => [entry.key, { key: entry.key, text: line('platform', entry.key) }]),
    ),
    places: guide.en.flatMap((entry) =>
      entry.kind === 'place'
        ? [{ key: entry.key, state: entry.state, scope: entry.scope, platforms: entry.platforms, text: line('place', entry.key) }]
        : [],
    ),
  };
}

/** The Vite plugin. `dir` holds one folder per language, each with platforms/ and places/. */
export function guideContent(dir: string): Plugin {
  let guide: CompiledGuide = { en: [], es: [] };
  const reload = () => {
    guide = loadGuide(dir);
  };
  return {
    name: 'guide-content',
    buildStart() {
      reload();
      for (const lang of GUIDE_LANGUAGES) for (const folder of Object.keys(KINDS)) this.addWatchFile(join(dir, lang, folder));
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(LANGUAGE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const loaders = GUIDE_LANGUAGES.map((lang) => `  ${lang}: () => import(${JSON.stringify(LANGUAGE_PREFIX + lang)}),`);
        return [`export const guideIndex = ${JSON.stringify(guideIndex(guide))};`, `export const guideLoaders = {\n${loaders.join('\n')}\n};`].join('\n');
      }
      if (id.startsWith(`\0${LANGUAGE_PREFIX}`)) {
        const lang = id.slice(LANGUAGE_PREFIX.length + 1) as GuideLanguage;
        if (!guide[lang]) throw new Error(`No guide in ${lang}`);
        return `export default ${JSON.stringify(guide[lang])};`;
      }
      return null;
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        reload();
        for (const id of [`\0${INDEX_ID}`, ...GUIDE_LANGUAGES.map((lang) => `\0${LANGUAGE_PREFIX}${lang}`)]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
