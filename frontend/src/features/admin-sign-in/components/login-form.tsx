import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { setAdminToken } from '@/features/admin-shell';
import { isTotpRequired, login } from '../api/login';
import { OneTimeCodeInput } from './one-time-code-input';

const TOTP_PATTERN = /^\d{6}$/;

/**
 * Staff login (SPEC §5 "Admin login", §8): submit stays disabled until both fields are filled. An
 * account with a second factor answers 401 `totpRequired`, and the form then asks for the code.
 * Once signed in, it goes to `returnTo` (the panel page that sent a signed-out reader here).
 */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [busy, setBusy] = useState(false);
  const totpRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (needsTotp) totpRef.current?.focus();
  }, [needsTotp]);

  const filled = username.trim() !== '' && password !== '';
  const canSubmit = filled && (!needsTotp || TOTP_PATTERN.test(totp.trim())) && !busy;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    try {
      const { token } = await login({ username: username.trim(), password, ...(needsTotp ? { totp: totp.trim() } : {}) });
      setAdminToken(token);
      void navigate(returnTo, { replace: true });
    } catch (error) {
      setBusy(false);
      if (isTotpRequired(error) && !needsTotp) {
        setNeedsTotp(true);
        return;
      }
      showLoginFailure(error, needsTotp);
      if (needsTotp) setTotp('');
    }
  };

  function showLoginFailure(error: unknown, sentCode: boolean) {
    if (!(error instanceof ApiError)) {
      // fetch itself failed: no answer from the server at all.
      toast({ title: t('login.network.title'), description: t('login.network.description'), variant: 'destructive' });
      return;
    }
    const description =
      error.status === 429
        ? t('login.failure.tooManyAttempts')
        : error.status >= 500
          ? t('login.failure.server')
          : sentCode && isTotpRequired(error)
            ? t('login.failure.wrongCode')
            : t('login.failure.description');
    toast({ title: t('login.failure.title'), description, variant: 'destructive' });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="flex flex-col gap-5">
      <FormField id={`${id}-username`} label={t('login.username')} required>
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={t('login.password')} required>
        {(control) => (
          <Input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      {needsTotp && (
        <>
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t('login.totpRequested')}
          </p>
          <FormField id={`${id}-totp`} label={t('login.totp')} hint={t('login.totpHint')} required>
            {(control) => (
              <OneTimeCodeInput {...control} ref={totpRef} name="totp" value={totp} onValueChange={setTotp} />
            )}
          </FormField>
        </>
      )}
      <Button type="submit" size="lg" disabled={!canSubmit} busy={busy} className="w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
