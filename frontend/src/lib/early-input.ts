/*
 * What a visitor does on a prerendered page before the app has taken it over. React attaches its
 * handlers only when it hydrates, so until then:
 * - a tap on a button would do nothing, or worse, a submit button would send its form natively and
 *   put the visitor's details in the address. The last such tap is held and replayed once the app
 *   is ready. Links and <details> work natively and are left alone.
 * - text typed into a field is on screen but unknown to the app: a controlled field's state is still
 *   empty, and a form library resets an uncontrolled field to its default when it registers it. The
 *   last value of each field is recorded and handed to the app once it is ready, as if typed then.
 * Part of the entry chunk, so it is listening from the first paint.
 */
let held: HTMLButtonElement | null = null;
const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>();
let listening = false;

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

const isCheckable = (field: Element): boolean =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function record(event: Event): void {
  const field = event.target;
  if (field instanceof HTMLInputElement) {
    if (field.type === 'file' || field.type === 'hidden') return;
    // A radio that became checked unchecked its group's others: those follow from it.
    typed.set(field, isCheckable(field) ? field.checked : field.value);
  } else if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
    typed.set(field, field.value);
  }
}

/** Starts holding taps and recording typed values (called by the entry before the app's code is fetched). */
export function holdEarlyInput(target: Document = document): void {
  if (listening) return;
  listening = true;
  target.addEventListener('click', hold, true);
  target.addEventListener('input', record, true);
  target.addEventListener('change', record, true);
}

/** The prototype's setter, which changes the field without React's value tracker seeing it. */
function setUntracked(field: HTMLElement, property: 'value' | 'checked', value: string | boolean): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

/**
 * Hands a recorded value to the app: React reports a change only when the field's value differs
 * from the one it last saw, so the field is first set to something else through React's tracked
 * setter, then to the visitor's value behind it, then the event React listens to is sent.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string | boolean): void {
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    if (field.disabled) return;
    field.checked = !value;
    setUntracked(field, 'checked', value);
    // A plain Event named click reaches React's handler without toggling the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (field.disabled || typeof value !== 'string') return;
  field.value = value === '' ? ' ' : '';
  setUntracked(field, 'value', value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Stops holding, hands typed values to the app, then replays the held tap, if still on the page. */
export function replayEarlyInput(target: Document = document): void {
  target.removeEventListener('click', hold, true);
  target.removeEventListener('input', record, true);
  target.removeEventListener('change', record, true);
  listening = false;
  const values = [...typed].filter(([field]) => field.isConnected);
  typed.clear();
  for (const [field, value] of values) replayValue(field, value);
  const button = held;
  held = null;
  const tap = () => {
    if (button?.isConnected && !button.disabled) button.click();
  };
  // React renders the replayed values in a microtask: the tap waits for that render, so a submit
  // handler reads the values the visitor typed, not the empty state before them.
  if (values.length > 0) setTimeout(tap, 0);
  else tap();
}
