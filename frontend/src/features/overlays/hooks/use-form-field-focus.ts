import { useEffect, useState } from 'react';

const FIELD_SELECTOR = 'input:not([type=button]):not([type=submit]):not([type=reset]):not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/** True while the focused element is a field the visitor types into. */
export function isFormField(element: Element | null): boolean {
  return element instanceof Element && element.matches(FIELD_SELECTOR);
}

/**
 * Whether the visitor is typing in a form field, so overlays can stay out of the way.
 * Fields inside `ignoreWithin` (an overlay's own input) do not count.
 */
export function useFormFieldFocused(ignoreWithin?: { current: Element | null }): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      const own = ignoreWithin?.current?.contains(active) ?? false;
      setFocused(isFormField(active) && !own);
    };
    update();
    // focusout fires before the next element takes focus; wait for it.
    const onFocusOut = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [ignoreWithin]);
  return focused;
}
