import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTotpSetup } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { enableTotp, setupTotp } from '../api/second-factor';
import { OneTimeCodeInput } from './one-time-code-input';

const CODE = /^\d{6}$/;

/**
 * "Двухфакторная защита": after the password is given again, a new secret for an authenticator app
 * (shown as text to copy, and as its otpauth:// address), confirmed with a code from the app.
 * Offered while the account has none.
 */
export function TotpSetup({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState<AdminTotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSetup(null);
      setCode('');
      setPassword('');
    }
  };

  const fail = (title: string, description: string, error: unknown) => {
    console.error(title, error);
    if (error instanceof ApiError && error.status === 401) return;
    toast({ title, description: error instanceof ApiError ? description : t('errors.network'), variant: 'destructive' });
  };

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    try {
      setSetup(await setupTotp(password));
      setPassword('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        toast({ title: t('totp.wrongPassword'), variant: 'destructive' });
      } else if (error instanceof ApiError && error.status === 429) {
        toast({ title: t('totp.setupFailed'), description: t('totp.tooManyAttempts'), variant: 'destructive' });
      } else {
        fail(t('totp.setupFailed'), t('totp.tryAgain'), error);
      }
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!CODE.test(code) || busy) return;
    setBusy(true);
    try {
      await enableTotp(code);
      toast({ title: t('totp.enabled'), variant: 'success' });
      onOpenChange(false);
      onEnabled();
    } catch (error) {
      setCode('');
      if (error instanceof ApiError && error.status === 400) {
        toast({ title: t('totp.wrongCode'), description: t('totp.wrongCodeDescription'), variant: 'destructive' });
      } else {
        fail(t('totp.failed'), t('totp.tryAgain'), error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('totp.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('totp.title')} description={t('totp.description')} hideClose>
        {!setup ? (
          <form onSubmit={(event) => void start(event)} className="flex flex-col gap-4" aria-busy={busy}>
            <FormField id={`${id}-password`} label={t('totp.password')} hint={t('totp.passwordHint')} required>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" variant="secondary" busy={busy} disabled={!password} className="w-full sm:w-auto">
              {busy ? t('totp.starting') : t('totp.start')}
            </Button>
          </form>
        ) : (
          <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4" aria-busy={busy}>
            <FormField id={`${id}-secret`} label={t('totp.secret')} hint={t('totp.secretHint')}>
              {(control) => (
                <Input
                  {...control}
                  readOnly
                  value={setup.secret}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono"
                />
              )}
            </FormField>
            <FormField id={`${id}-url`} label={t('totp.url')}>
              {(control) => (
                <Textarea
                  {...control}
                  readOnly
                  rows={3}
                  value={setup.otpauthUrl}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono text-sm break-all"
                />
              )}
            </FormField>
            <FormField id={`${id}-code`} label={t('totp.code')} hint={t('totp.codeHint')} required>
              {(control) => (
                <OneTimeCodeInput {...control} value={code} onValueChange={setCode} />
              )}
            </FormField>
            <Button type="submit" variant="secondary" busy={busy} disabled={!CODE.test(code)} className="w-full sm:w-auto">
              {busy ? t('totp.confirming') : t('totp.confirm')}
            </Button>
          </form>
        )}
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('totp.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
