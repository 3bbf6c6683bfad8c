import type { Locale } from './locales';

/*
 * The appeal windows of the rights guide, as data: per platform, the window it publishes (or none), and
 * per place, the office to contact and any window that overrides the platform's there. The guide's
 * "Appeal window" line and its office lines are built from this file (frontend/build/guide-content.ts),
 * and the deadline of a case is computed from it (appeal-deadline.ts): one file, so the page a client
 * reads and the date staff are reminded of cannot disagree. A window is written here only when a source
 * the guide cites gives it; otherwise `window: null`, which every screen shows as "no published deadline".
 * The guide's content test checks each source is one of its entry's sources and each review is recent.
 */

/** What a window is counted from: the day the account was deactivated, or the day the notice came. */
export type WindowStart = 'deactivation' | 'notice';

/** One published appeal window. */
export interface AppealWindow {
  /** How long: whole days, or calendar years (1 year after 2024-03-01 is 2025-03-01, not 365 days). */
  length: { count: number; unit: 'day' | 'year' };
  from: WindowStart;
  /**
   * Whether the figure was read on the live source. False: read on a stored copy or a summary, said
   * on every screen that shows it ("check the source before you rely on it").
   */
  confirmed: boolean;
  /** The address of the page that gives the figure: one of the guide entry's sources. */
  source: string;
  /** ISO date the figure was last checked against the source. */
  reviewed: string;
}

export interface PlatformWindows {
  /** ISO date the entry was last reviewed. */
  reviewed: string;
  /** The platform's own page on appeals. */
  source: string;
  /** null: no source the guide cites publishes a window for this platform. */
  window: AppealWindow | null;
  /** The guide's "Appeal window" line, in each language. */
  text: Record<Locale, string>;
}

export interface PlaceRules {
  state: string;
  scope: 'city' | 'state';
  /** Guide platform keys whose workers the place's rules can cover. */
  platforms: readonly string[];
  reviewed: string;
  /** The local office to contact about a deactivation there. */
  office: { name: Record<Locale, string>; url: string };
  /** Windows that replace the platform's for workers in this place, by platform key. */
  overrides: Readonly<Record<string, AppealWindow>>;
}

const NO_WINDOW_TEXT: Record<Locale, string> = {
  en: 'We could not confirm a published appeal window.',
  es: 'No pudimos confirmar un plazo de apelación publicado.',
};

const DOORDASH_HELP = 'https://help.doordash.com/en-us/dashers/article/how-to-appeal-dasher-account-deactivations';

// DoorDash's help page: "up to 1 year after the date of deactivation"; read on a stored copy (doordash.md).
const WINDOW_DOORDASH: AppealWindow = {
  length: { count: 1, unit: 'year' },
  from: 'deactivation',
  confirmed: false,
  source: DOORDASH_HELP,
  reviewed: '2026-11-24',
};

// The same page: "Seattle Dashers must appeal within 90 days". The ordinance's own rule is unconfirmed (seattle.md).
const WINDOW_DOORDASH_SEATTLE: AppealWindow = {
  length: { count: 90, unit: 'day' },
  from: 'deactivation',
  confirmed: false,
  source: DOORDASH_HELP,
  reviewed: '2026-11-24',
};

// Roadie: "only considered if received within 14 days of the notification"; read on a stored copy (roadie.md).
const WINDOW_ROADIE: AppealWindow = {
  length: { count: 14, unit: 'day' },
  from: 'notice',
  confirmed: false,
  source: 'https://support.roadie.com/hc/en-us/articles/360054436691-How-do-I-file-an-appeal-',
  reviewed: '2026-11-24',
};

/** Every platform of the guide, by its key. */
export const PLATFORM_WINDOWS: Readonly<Record<string, PlatformWindows>> = {
  "amazon-flex": {
    reviewed: "2026-11-24",
    source: "https://flex.amazon.com/",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "doordash": {
    reviewed: "2026-11-24",
    source: "https://help.doordash.com/en-us/dashers/article/how-to-appeal-dasher-account-deactivations",
    window: WINDOW_DOORDASH,
    text: {
      en: "DoorDash's help page says you can appeal for up to 1 year after the date of deactivation; Seattle Dashers must appeal within 90 days.",
      es: "La página de ayuda de DoorDash dice que puedes apelar hasta 1 año después de la fecha de desactivación; los Dashers de Seattle deben apelar dentro de 90 días.",
    },
  },
  "grubhub": {
    reviewed: "2026-11-24",
    source: "https://driver.grubhub.com/account-violations-and-deactivation/",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "instacart": {
    reviewed: "2026-11-24",
    source: "https://shoppers.instacart.com/guidelines",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "lyft": {
    reviewed: "2026-11-24",
    source: "https://help.lyft.com/hc/en-us/all/articles/5354487457",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "roadie": {
    reviewed: "2026-11-24",
    source: "https://support.roadie.com/hc/en-us/articles/360054436691-How-do-I-file-an-appeal-",
    window: WINDOW_ROADIE,
    text: {
      en: "Roadie says appeal requests are only considered if received within 14 days of the notification of permanent deactivation (Roadie's page calls it 'permanent deletion').",
      es: "Roadie dice que solo considera solicitudes de apelación recibidas dentro de 14 días desde el aviso de desactivación permanente (la página de Roadie lo llama 'permanent deletion').",
    },
  },
  "shipt": {
    reviewed: "2026-11-24",
    source: "https://www.shipt.com/shopper/deactivations",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "taskrabbit": {
    reviewed: "2026-11-24",
    source: "https://support.taskrabbit.com/hc/en-us",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "thumbtack": {
    reviewed: "2026-11-24",
    source: "https://www.thumbtack.com/safety",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "uber-eats": {
    reviewed: "2026-11-24",
    source: "https://help.uber.com/driving-and-delivering/article/account-deactivated?nodeId=2568a313-3ab3-45b9-9452-909a5221def7",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "uber": {
    reviewed: "2026-11-24",
    source: "https://help.uber.com/driving-and-delivering/article/account-deactivated?nodeId=2568a313-3ab3-45b9-9452-909a5221def7",
    window: null,
    text: NO_WINDOW_TEXT,
  },
  "walmart-spark": {
    reviewed: "2026-11-24",
    source: "https://drive4spark-walmart.helpdocs.io/l/en/article/e4otg348xo-appealing-a-deactivation",
    window: null,
    text: NO_WINDOW_TEXT,
  },
};

/** Every place of the guide, by its key. */
export const PLACE_RULES: Readonly<Record<string, PlaceRules>> = {
  "california": {
    state: "CA",
    scope: "state",
    platforms: ["uber","lyft","uber-eats","doordash","instacart","grubhub","shipt"],
    reviewed: "2026-11-24",
    office: {
      name: {
        en: "California Civil Rights Department (for discrimination claims)",
        es: "California Civil Rights Department (Departamento de Derechos Civiles de California, para casos de discriminación)",
      },
      url: "https://calcivilrights.ca.gov/",
    },
    overrides: {},
  },
  "colorado": {
    state: "CO",
    scope: "state",
    platforms: ["uber","lyft","uber-eats","doordash","instacart","grubhub","shipt","walmart-spark","amazon-flex","roadie"],
    reviewed: "2026-11-24",
    office: {
      name: {
        en: "Colorado Department of Labor and Employment, Division of Labor Standards and Statistics",
        es: "Colorado Department of Labor and Employment, Division of Labor Standards and Statistics (División de Normas Laborales y Estadísticas)",
      },
      url: "https://cdle.colorado.gov/labor-law-stats/labor-laws-by-topic/delivery-network-company-dnc",
    },
    overrides: {},
  },
  "minnesota": {
    state: "MN",
    scope: "state",
    platforms: ["uber","lyft"],
    reviewed: "2026-11-24",
    office: {
      name: {
        en: "Minnesota Department of Labor and Industry (DLI)",
        es: "Minnesota Department of Labor and Industry (DLI, Departamento de Trabajo e Industria)",
      },
      url: "https://dli.mn.gov/tnc",
    },
    overrides: {},
  },
  "new-york-city": {
    state: "NY",
    scope: "city",
    platforms: ["doordash","uber-eats","grubhub","instacart"],
    reviewed: "2026-11-24",
    office: {
      name: {
        en: "NYC Department of Consumer and Worker Protection (DCWP)",
        es: "NYC Department of Consumer and Worker Protection (DCWP, Departamento de Protección al Consumidor y al Trabajador)",
      },
      url: "https://www.nyc.gov/site/dca/workers/workersrights/food-delivery-worker-laws-faqs.page",
    },
    overrides: {},
  },
  "seattle": {
    state: "WA",
    scope: "city",
    platforms: ["uber-eats","doordash","instacart","grubhub","shipt","walmart-spark","amazon-flex","roadie","taskrabbit"],
    reviewed: "2026-11-24",
    office: {
      name: {
        en: "Seattle Office of Labor Standards",
        es: "Seattle Office of Labor Standards (Oficina de Normas Laborales de Seattle)",
      },
      url: "https://www.seattle.gov/laborstandards/ordinances/app-based-worker-ordinances/app-based-worker-deactivation-rights-ordinance",
    },
    overrides: { doordash: WINDOW_DOORDASH_SEATTLE },
  },
  "washington-state": {
    state: "WA",
    scope: "state",
    platforms: ["uber","lyft"],
    reviewed: "2026-11-24",
    office: {
      name: {
        en: "Washington State Department of Labor & Industries (L&I)",
        es: "Washington State Department of Labor & Industries (L&I, Departamento de Trabajo e Industrias)",
      },
      url: "https://www.lni.wa.gov/workers-rights/industry-specific-requirements/transportation-network-company-drivers-rights/resource-center-and-deactivations",
    },
    overrides: {},
  },
};
