import type { Locale } from '@reactivation/contracts';

/** The two kinds of guide entry: how a platform handles appeals, and the rules of a place. */
export type GuideKind = 'platform' | 'place';

/** An official page an entry's facts come from. */
export type GuideSource = { title: string; url: string };

type EntryBase = {
  key: string;
  name: string;
  /** One or two sentences: what the intake forms and the staff case file show. */
  summary: string;
  /** ISO date the facts were last checked against the sources. */
  reviewed: string;
  sources: GuideSource[];
  /** Statements that could not be confirmed against an official source (said so on the page). */
  unconfirmed: string[];
  /** The entry's sections, sanitised HTML compiled at build time. */
  html: string;
};

export type PlatformGuideEntry = EntryBase & {
  kind: 'platform';
  /** The appeal window the platform itself publishes, or a sentence saying none could be confirmed. */
  appealWindow: string;
  officialPage: GuideSource;
};

export type PlaceGuideEntry = EntryBase & {
  kind: 'place';
  /** Two-letter US state code. */
  state: string;
  scope: 'city' | 'state';
  /** Guide platform keys whose workers the rule can cover. */
  platforms: string[];
  office: GuideSource;
};

export type GuideEntry = PlatformGuideEntry | PlaceGuideEntry;

type LineText = Record<Locale, { name: string; summary: string }>;

/** The one-line summaries of every entry, in both languages (virtual:guide-index). */
export type GuideIndex = {
  platforms: Record<string, { key: string; text: LineText }>;
  places: Array<{ key: string; state: string; scope: 'city' | 'state'; platforms: string[]; text: LineText }>;
};
