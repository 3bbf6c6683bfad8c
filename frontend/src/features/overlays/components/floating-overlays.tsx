import { useState } from 'react';
import type { OverlaysConfig } from '@/config/overlays';
import { ExitIntentModal } from './exit-intent-modal';
import { HelpPopup } from './help-popup';
import { SocialProofNotice } from './social-proof-notice';
import { SupportWidget } from './support-widget';

/** The overlays that float over the page; loaded after it (see Overlays), since none shows at once. */
export function FloatingOverlays({ config }: { config: OverlaysConfig }) {
  // SPEC §4 times the first social-proof notice from the page's opening, however late this code came.
  const [socialProof] = useState(() => ({
    ...config.socialProof,
    firstDelayMs: Math.max(0, config.socialProof.firstDelayMs - performance.now()),
  }));
  return (
    <div data-floating-overlays="">
      {config.helpPopup.enabled && <HelpPopup config={config.helpPopup} chatAvailable={config.supportWidget.enabled} />}
      {config.exitIntent.enabled && <ExitIntentModal config={config.exitIntent} />}
      {config.socialProof.enabled && <SocialProofNotice config={socialProof} />}
      {config.supportWidget.enabled && <SupportWidget config={config.supportWidget} />}
    </div>
  );
}
