import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

/** The system share sheet where there is one (phones); elsewhere the link is copied. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('blog');
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: t('shareCopied') });
    } catch (error) {
      // Closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toast({ title: t('shareFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void share()} disabled={busy}>
      {t('share')}
    </Button>
  );
}
