import { LOCALES } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import { guideLoaders } from 'virtual:guide-index';
import { guidePlatformKey, rightsLines } from './guide';
import type { GuideEntry } from './types';

/** SPEC §3's twelve platforms, as the guide names them. */
const PLATFORMS = ['amazon-flex', 'uber', 'uber-eats', 'lyft', 'doordash', 'walmart-spark', 'instacart', 'roadie', 'shipt', 'grubhub', 'taskrabbit', 'thumbtack'];
const PLACES = ['seattle', 'washington-state', 'new-york-city', 'minnesota', 'california'];
/** A fact older than this must be checked again before it is shown. */
const REVIEW_AT_MOST_DAYS = 365;

const entriesIn = async (lang: (typeof LOCALES)[number]): Promise<GuideEntry[]> => (await guideLoaders[lang]()).default;
const sections = (html: string) => (html.match(/<h\d>/g) ?? []).join('');

describe.each(LOCALES)('the deadlines and rights guide in %s', (lang) => {
  it('covers the twelve platforms and at least Seattle, Washington State, New York City, Minnesota and California', async () => {
    const entries = await entriesIn(lang);
    expect(entries.filter((entry) => entry.kind === 'platform').map((entry) => entry.key).sort()).toEqual([...PLATFORMS].sort());
    const places = entries.filter((entry) => entry.kind === 'place').map((entry) => entry.key);
    for (const place of PLACES) expect(places).toContain(place);
  });

  it('gives every entry official sources, reviewed within the last 12 months', async () => {
    const now = Date.now();
    for (const entry of await entriesIn(lang)) {
      const name = `${entry.kind} ${entry.key}`;
      expect(entry.sources.length, name).toBeGreaterThan(0);
      for (const source of entry.sources) {
        expect(source.title.length, name).toBeGreaterThan(3);
        expect(source.url, name).toMatch(/^https:\/\/[^\s]+$/);
      }
      const ageDays = (now - Date.parse(`${entry.reviewed}T00:00:00Z`)) / 86_400_000;
      expect(ageDays, `${name} was last reviewed on ${entry.reviewed}: check it against its sources again`).toBeLessThanOrEqual(REVIEW_AT_MOST_DAYS);
      expect(entry.html, name).not.toMatch(/<script|<img|<iframe|\son\w+=|javascript:/i);
      expect((entry.html.match(/<h4>/g) ?? []).length, name).toBeGreaterThanOrEqual(3);
      if (entry.kind === 'platform') expect(entry.appealWindow.length, name).toBeGreaterThan(10);
    }
  });
});

describe('the guide in both languages', () => {
  it('has the same entries with the same sections, places and platforms in English and Spanish', async () => {
    const [english, spanish] = await Promise.all([entriesIn('en'), entriesIn('es')]);
    expect(spanish.map((entry) => `${entry.kind}/${entry.key}`)).toEqual(english.map((entry) => `${entry.kind}/${entry.key}`));
    english.forEach((entry, index) => {
      const translated = spanish[index]!;
      expect(sections(translated.html), entry.key).toBe(sections(entry.html));
      expect(translated.sources.map((source) => source.url), entry.key).toEqual(entry.sources.map((source) => source.url));
      expect(translated.summary, entry.key).not.toBe(entry.summary);
    });
  });
});

describe('the lines of the guide that apply to a case', () => {
  it('reads the platform as either form sends it', () => {
    expect(guidePlatformKey('doordash')).toBe('doordash');
    expect(guidePlatformKey('spark')).toBe('walmart-spark');
    expect(guidePlatformKey('Walmart Spark Driver')).toBe('walmart-spark');
    expect(guidePlatformKey('Uber Eats')).toBe('uber-eats');
    expect(guidePlatformKey('other')).toBeNull();
  });

  it('for DoorDash in Washington: the platform and Seattle, not the state rideshare law', () => {
    const lines = rightsLines('doordash', 'WA', 'en');
    expect(lines.map((line) => `${line.kind}/${line.key}`)).toEqual(['platform/doordash', 'place/seattle']);
    expect(lines[1]!.summary).toMatch(/Seattle/);
    expect(rightsLines('DoorDash', 'WA', 'es')[1]!.summary).toMatch(/Seattle/);
  });

  it('for Uber in Washington: the state rideshare law', () => {
    expect(rightsLines('Uber', 'WA', 'en').map((line) => line.key)).toContain('washington-state');
  });

  it('shows nothing about a place without a state, and nothing at all without a platform', () => {
    expect(rightsLines('doordash', null, 'en').map((line) => line.kind)).toEqual(['platform']);
    expect(rightsLines('other', 'WA', 'en')).toEqual([]);
    expect(rightsLines('doordash', 'TX', 'en').map((line) => line.kind)).toEqual(['platform']);
  });
});
