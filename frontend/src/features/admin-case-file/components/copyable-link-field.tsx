import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';

/** The field's words, from the caller's part of the catalog (`paymentLink.*`, `statusLink.*`). */
export type CopyableLinkTexts = { label: string; copy: string; copied: string; copyFailed: string };

export type CopyableLinkFieldProps = {
  url: string;
  texts: CopyableLinkTexts;
  /** Under the field: until when the link works, or what it is for. */
  note?: ReactNode;
  /** Buttons after "copy" (send, replace, revoke). */
  actions?: ReactNode;
};

/**
 * A no-login link staff pass on to the client (the payment link, the status link): shown whole in a
 * read-only field that selects itself on focus, with a button that copies it and says so.
 */
export function CopyableLinkField({ url, texts, note, actions }: CopyableLinkFieldProps) {
  const fieldId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: texts.copied, variant: 'success' });
    } catch (error) {
      console.error('Copying a link failed', error);
      toast({ title: texts.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId} className="text-sm">
          {texts.label}
        </Label>
        <Input id={fieldId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-sm" />
        {note}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {texts.copy}
        </Button>
        {actions}
      </div>
    </div>
  );
}
