import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { overlaysConfig, type OverlaysConfig } from '@/config/overlays';
import { whenVisitorActs } from '@/lib/when-visitor-acts';
import { UrgencyBanner } from './urgency-banner';

export type OverlaysProps = { config?: OverlaysConfig };

/** True when `pathname` is a page that never shows overlays (the staff panel). */
export function isExcludedPath(pathname: string, config: OverlaysConfig = overlaysConfig): boolean {
  return config.excludedPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/** The settings for `pathname`: on the client's own pages (case room, payment) every sales overlay is off. */
export function overlaysFor(pathname: string, config: OverlaysConfig = overlaysConfig): OverlaysConfig {
  if (!config.salesFreePathPrefixes.some((prefix) => pathname.startsWith(prefix))) return config;
  const off = <T extends { enabled: boolean }>(part: T): T => ({ ...part, enabled: false });
  return {
    ...config,
    urgencyBanner: off(config.urgencyBanner),
    helpPopup: off(config.helpPopup),
    exitIntent: off(config.exitIntent),
    socialProof: off(config.socialProof),
  };
}

/**
 * Every overlay of SPEC §2, mounted once at the top of the public layout: the banner sits in
 * the page flow above the header, the rest float.
 */
export function Overlays({ config: configured = overlaysConfig }: OverlaysProps) {
  const { pathname } = useLocation();
  const config = overlaysFor(pathname, configured);
  const [inBrowser, setInBrowser] = useState(false);
  const Floating = useFloatingOverlays();
  useEffect(() => setInBrowser(true), []);
  if (isExcludedPath(pathname, config)) return null;

  // The banner is part of the prerendered page, so it takes its place before the first paint
  // rather than pushing the page down later; the floating overlays come only in the browser.
  return (
    <>
      {config.urgencyBanner.enabled && <UrgencyBanner config={config.urgencyBanner} />}
      {inBrowser && Floating && <Floating config={config} />}
    </>
  );
}

type FloatingComponent = ComponentType<{ config: OverlaysConfig }>;

/**
 * Loads the floating overlays (dialogs, chat) when the visitor first acts on the page, or once it
 * has settled (lib/when-visitor-acts.ts): none of them shows at once, so their code is not part of
 * the first load. A plain import + state rather than React.lazy: their timers must start the
 * moment the code arrives, not when Suspense decides to reveal it.
 */
function useFloatingOverlays(): FloatingComponent | null {
  const [component, setComponent] = useState<FloatingComponent | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenVisitorActs(
      () =>
        void import('./floating-overlays').then((module) => {
          if (live) setComponent(() => module.FloatingOverlays);
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return component;
}
