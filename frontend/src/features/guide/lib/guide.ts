import { guidePlatformKey, type Locale } from '@reactivation/contracts';
import { guideIndex, guideLoaders } from 'virtual:guide-index';
import type { GuideEntry } from './types';

/** A promise that says, once settled, what it resolved to (the shape React's `use()` reads). */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<Locale, TrackedPromise<GuideEntry[]>>();

/** Every guide entry in `lang` (its own chunk); settled promises render without suspending. */
export function loadGuide(lang: Locale): TrackedPromise<GuideEntry[]> {
  let promise = loading.get(lang);
  if (!promise) {
    const tracked: TrackedPromise<GuideEntry[]> = guideLoaders[lang]().then((module) => module.default);
    void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
    promise = tracked;
    loading.set(lang, promise);
  }
  return promise;
}

export { guidePlatformKey } from '@reactivation/contracts';

export type RightsLine = { kind: 'platform' | 'place'; key: string; name: string; summary: string };

/** At most this many place lines: the city and the state rules of one state, say. */
const MAX_PLACE_LINES = 2;

/**
 * The lines of the guide that apply to a case: the platform's (how it handles appeals) once the
 * platform is known, and the rules of the worker's state that cover that platform once the state
 * is known too. Nothing location-specific without a state.
 */
export function rightsLines(platform: string | null | undefined, state: string | null | undefined, lang: Locale): RightsLine[] {
  const key = guidePlatformKey(platform);
  if (!key) return [];
  const lines: RightsLine[] = [];
  const entry = guideIndex.platforms[key];
  if (entry) lines.push({ kind: 'platform', key, ...entry.text[lang] });
  if (state) {
    const places = guideIndex.places
      .filter((place) => place.state === state && place.platforms.includes(key))
      // A city's rule before its state's: it is the more specific one.
      .sort((a, b) => (a.scope === b.scope ? 0 : a.scope === 'city' ? -1 : 1))
      .slice(0, MAX_PLACE_LINES);
    for (const place of places) lines.push({ kind: 'place', key: place.key, ...place.text[lang] });
  }
  return lines;
}

export { guideAnchor } from '@/config/paths';
