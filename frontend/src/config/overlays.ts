/**
 * Every overlay of SPEC §2 "Overlays", switched on or off here, with the timings of SPEC §4 and §9.
 * Storage keys are the browser state of SPEC §3 "Stored in the browser".
 */
export type OverlaysConfig = {
  /** Paths starting with any of these never show an overlay (the staff panel and its login). */
  readonly excludedPathPrefixes: readonly string[];
  /**
   * Paths starting with any of these show no sales overlay (the offer bar, the help popup, the exit
   * offer, social proof): the client's case room, the payment pages and the satisfaction page are the client's own, not
   * sales pages. The support chat stays.
   */
  readonly salesFreePathPrefixes: readonly string[];
  readonly urgencyBanner: {
    readonly enabled: boolean;
    /** localStorage: the local date (YYYY-MM-DD) of the last dismissal; the banner returns the next day. */
    readonly storageKey: string;
    /** Length of one countdown cycle; it restarts at zero. */
    readonly countdownSeconds: number;
    readonly tickMs: number;
  };
  readonly helpPopup: {
    readonly enabled: boolean;
    /** Share of the scrollable height the visitor must pass. */
    readonly scrollThreshold: number;
    readonly delayMs: number;
    /** sessionStorage: set once the popup has been shown in this session. */
    readonly storageKey: string;
  };
  readonly exitIntent: {
    readonly enabled: boolean;
    readonly delayMs: number;
    /** The modal closes itself after this many seconds. */
    readonly countdownSeconds: number;
    /** sessionStorage: set once the modal has been shown in this session. */
    readonly storageKey: string;
  };
  readonly socialProof: {
    readonly enabled: boolean;
    readonly firstDelayMs: number;
    readonly visibleMs: number;
    /** The next notice comes a random time in this range after the previous one hides. */
    readonly repeatMinMs: number;
    readonly repeatMaxMs: number;
  };
  readonly supportWidget: {
    readonly enabled: boolean;
    readonly replyDelayMs: number;
  };
};

export const overlaysConfig: OverlaysConfig = {
  excludedPathPrefixes: ['/admin'],
  salesFreePathPrefixes: ['/case/', '/payment', '/feedback/'],
  urgencyBanner: {
    enabled: true,
    storageKey: 'banner-dismissed-date',
    countdownSeconds: 86_400,
    tickMs: 1_000,
  },
  helpPopup: {
    enabled: true,
    scrollThreshold: 0.5,
    delayMs: 2_000,
    storageKey: 'help-popup-shown',
  },
  exitIntent: {
    enabled: true,
    delayMs: 500,
    countdownSeconds: 300,
    storageKey: 'exit-intent-shown',
  },
  socialProof: {
    enabled: true,
    firstDelayMs: 10_000,
    visibleMs: 5_000,
    repeatMinMs: 15_000,
    repeatMaxMs: 25_000,
  },
  supportWidget: {
    enabled: true,
    replyDelayMs: 1_000,
  },
};
