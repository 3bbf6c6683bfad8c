import { PlatformLandingPage } from '@/features/platforms/components/platform-landing-page';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/platforms.json';
import es from '@/locales/es/platforms.json';

registerNamespace('platforms', { en, es });

/** /doordash-reactivation: the platform landing page of SPEC §2. */
export default function DoordashReactivationRoute() {
  return <PlatformLandingPage platform="doordash" />;
}
