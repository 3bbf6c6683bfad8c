import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInput, replayEarlyInput } from './early-input';

/** A step like the wizard's: controlled fields, and a submit that reads the state. */
function Step({ onSent }: { onSent: (sent: { name: string; agreed: boolean }) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent({ name, agreed });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="agreed" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="submit">Continue</button>
    </form>
  );
}

const IS_REACT_ACT_ENVIRONMENT = 'IS_REACT_ACT_ENVIRONMENT';
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Types into a field the way a browser does before any script has attached handlers. */
function typeBefore(field: HTMLInputElement, value: string | boolean) {
  if (typeof value === 'boolean') field.checked = value;
  else field.value = value;
  field.dispatchEvent(new Event(typeof value === 'boolean' ? 'change' : 'input', { bubbles: true }));
}

describe('input before the app has taken over a prerendered page', () => {
  it('hands the typed values to the app, then replays the held tap, which sends them', async () => {
    (globalThis as Record<string, unknown>)[IS_REACT_ACT_ENVIRONMENT] = true;
    const sent: { name: string; agreed: boolean }[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Step onSent={(values) => sent.push(values)} />);
    holdEarlyInput();

    typeBefore(container.querySelector<HTMLInputElement>('[aria-label="name"]')!, 'Marcus Reed');
    typeBefore(container.querySelector<HTMLInputElement>('[aria-label="agreed"]')!, true);
    container.querySelector('button')!.click();
    expect(sent).toEqual([]);

    act(() => {
      root = hydrateRoot(container, <Step onSent={(values) => sent.push(values)} />);
    });
    await act(async () => {
      replayEarlyInput();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    expect(sent).toEqual([{ name: 'Marcus Reed', agreed: true }]);
    expect(container.querySelector<HTMLInputElement>('[aria-label="name"]')!.value).toBe('Marcus Reed');
    expect(container.querySelector<HTMLInputElement>('[aria-label="agreed"]')!.checked).toBe(true);
  });

  it('without a replay, the app would have sent its empty state (what the replay is for)', async () => {
    (globalThis as Record<string, unknown>)[IS_REACT_ACT_ENVIRONMENT] = true;
    const sent: { name: string; agreed: boolean }[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Step onSent={(values) => sent.push(values)} />);
    container.querySelector<HTMLInputElement>('[aria-label="name"]')!.value = 'Marcus Reed';
    act(() => {
      root = hydrateRoot(container, <Step onSent={(values) => sent.push(values)} />);
    });
    act(() => container.querySelector('button')!.click());
    expect(sent).toEqual([{ name: '', agreed: false }]);
  });
});
