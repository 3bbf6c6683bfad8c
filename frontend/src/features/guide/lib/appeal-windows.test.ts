import { PLACE_RULES, PLATFORM_WINDOWS, type AppealWindow } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import { guideLoaders } from 'virtual:guide-index';
import type { GuideEntry } from './types';

/** A window older than this must be checked against its source again before cases are counted by it. */
const REVIEW_AT_MOST_DAYS = 365;

const english = async (): Promise<GuideEntry[]> => (await guideLoaders.en()).default;

/** Every structured window, with the guide entry whose sources must hold its source. */
function windows(): Array<{ name: string; entry: string; window: AppealWindow }> {
  return [
    ...Object.entries(PLATFORM_WINDOWS).flatMap(([key, platform]) =>
      platform.window ? [{ name: `platform ${key}`, entry: `platform/${key}`, window: platform.window }] : [],
    ),
    ...Object.entries(PLACE_RULES).flatMap(([key, place]) =>
      Object.entries(place.overrides).map(([platform, window]) => ({ name: `${key} for ${platform}`, entry: `place/${key}`, window })),
    ),
  ];
}

describe("the guide's structured appeal windows (contracts/src/appeal-windows.ts)", () => {
  it('cite a source the guide entry lists, and were reviewed within the last 12 months', async () => {
    const entries = new Map((await english()).map((entry) => [`${entry.kind}/${entry.key}`, entry]));
    const found = windows();
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const { name, entry, window } of found) {
      const sources = entries.get(entry)?.sources.map((source) => source.url) ?? [];
      expect(sources, `${name} cites ${window.source}`).toContain(window.source);
      const ageDays = (Date.now() - Date.parse(`${window.reviewed}T00:00:00Z`)) / 86_400_000;
      expect(ageDays, `${name} was last reviewed on ${window.reviewed}`).toBeLessThanOrEqual(REVIEW_AT_MOST_DAYS);
      expect(ageDays, name).toBeGreaterThanOrEqual(0);
    }
  });

  it("are what the guide's pages say, in both languages, and a platform without one says so", async () => {
    for (const lang of ['en', 'es'] as const) {
      const entries = (await guideLoaders[lang]()).default;
      for (const entry of entries) {
        if (entry.kind !== 'platform') continue;
        expect(entry.appealWindow).toBe(PLATFORM_WINDOWS[entry.key]!.text[lang]);
        if (!PLATFORM_WINDOWS[entry.key]!.window) expect(entry.appealWindow).toMatch(lang === 'en' ? /could not confirm/ : /No pudimos confirmar/);
      }
    }
  });

  it('give every place of the guide its office from the same file', async () => {
    for (const entry of await english()) {
      if (entry.kind === 'place') expect(entry.office.url).toBe(PLACE_RULES[entry.key]!.office.url);
    }
  });
});
