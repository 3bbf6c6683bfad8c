import { convert } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * HTML and plain-text versions of one React Email template. Rendered synchronously with
 * react-dom/server rather than React Email's `render`, which loads react-dom through a dynamic
 * import that the test runner's module sandbox cannot follow; the output is the same markup.
 */
export function renderEmail(element: ReactElement): { html: string; text: string } {
  const html = DOCTYPE + renderToStaticMarkup(element);
  const text = convert(html, {
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: '[data-skip-in-text=true]', format: 'skip' },
      { selector: 'a', options: { linkBrackets: false } },
    ],
  });
  return { html, text };
}
