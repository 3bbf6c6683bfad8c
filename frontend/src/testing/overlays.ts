import { overlaysConfig, type OverlaysConfig } from '@/config/overlays';

/** The app's overlay settings with every overlay off except `only`, for tests of one overlay inside <Overlays />. */
export function onlyOverlay(only: Exclude<keyof OverlaysConfig, 'excludedPathPrefixes' | 'salesFreePathPrefixes'>): OverlaysConfig {
  const off = <T extends { enabled: boolean }>(part: T, key: string): T => ({ ...part, enabled: key === only });
  return {
    ...overlaysConfig,
    urgencyBanner: off(overlaysConfig.urgencyBanner, 'urgencyBanner'),
    helpPopup: off(overlaysConfig.helpPopup, 'helpPopup'),
    exitIntent: off(overlaysConfig.exitIntent, 'exitIntent'),
    socialProof: off(overlaysConfig.socialProof, 'socialProof'),
    supportWidget: off(overlaysConfig.supportWidget, 'supportWidget'),
  };
}

/** Makes the page `pageHeight` tall in a `viewportHeight` window and scrolls it to `scrollY`. */
export function scrollPageTo(scrollY: number, pageHeight = 2000, viewportHeight = 800): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  window.dispatchEvent(new Event('scroll'));
}

/** Pretends the device has (or lacks) a mouse, as `(hover: hover) and (pointer: fine)` reports. */
export function setDesktopPointer(matches: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
