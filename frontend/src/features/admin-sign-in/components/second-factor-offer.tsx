import { useStaffSession } from '@/features/admin-shell';
import { TotpSetup } from './totp-setup';

/** "Двухфакторная защита" on the panel's front page while the signed-in account has none. */
export function SecondFactorOffer() {
  const session = useStaffSession();
  return session.totpEnabled ? null : <TotpSetup onEnabled={session.refresh} />;
}
