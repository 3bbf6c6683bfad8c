import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** What became of a draft given to onSend: sent (the box empties), kept as it is, or kept with the reason. */
export type ComposerAnswer = 'sent' | 'kept' | { problem: string };

export type ChatComposerProps = {
  inputId: string;
  label: string;
  /** The label above the box; by default only screen readers get it (the panel's title says it all). */
  visibleLabel?: boolean;
  placeholder: string;
  sendLabel: string;
  hint: string;
  /** Whether a message can go now (connected); the box itself stays usable either way. */
  canSend: boolean;
  maxLength?: number;
  /** Puts the focus in the box when it first shows. */
  autoFocus?: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  onSend: (draft: string) => ComposerAnswer;
  onDraftChange?: (draft: string) => void;
};

/**
 * The message box under a conversation: Enter sends, Shift+Enter starts a new line (and Enter
 * while an input method composes does nothing), a refused draft stays with its reason read out.
 */
export function ChatComposer({
  inputId,
  label,
  visibleLabel = false,
  placeholder,
  sendLabel,
  hint,
  canSend,
  maxLength,
  autoFocus = false,
  inputRef,
  onSend,
  onDraftChange,
}: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const boxRef = inputRef ?? ownRef;
  const hintId = useId();
  const problemId = useId();

  useEffect(() => {
    if (autoFocus) boxRef.current?.focus();
  }, [autoFocus, boxRef]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const answer = onSend(draft);
    if (answer === 'sent') {
      setDraft('');
      setProblem(null);
    } else if (answer !== 'kept') {
      setProblem(answer.problem);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3">
      <label htmlFor={inputId} className={visibleLabel ? 'mb-1 block text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className="flex items-end gap-2">
        {/* Never disabled: a disabled box would lose the focus whenever the connection drops. */}
        <textarea
          ref={boxRef}
          id={inputId}
          rows={2}
          value={draft}
          maxLength={maxLength}
          onChange={(event) => {
            setDraft(event.target.value);
            onDraftChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
        />
        <Button type="submit" disabled={!canSend || !draft.trim()}>
          {sendLabel}
        </Button>
      </div>
      {/* Always present: a live region must exist before its text changes to be announced. */}
      <p id={problemId} aria-live="polite" className={cn('mt-1 text-xs font-medium text-red-700', !problem && 'sr-only')}>
        {problem}
      </p>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </form>
  );
}
