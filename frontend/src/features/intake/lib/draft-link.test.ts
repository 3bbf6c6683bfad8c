import { afterEach, describe, expect, it } from 'vitest';
import { takeDraftLink, takeResumeToken } from './draft-link';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('takeDraftLink', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('takes the token out of the address, keeps it once for the form and points the address at the form', () => {
    window.history.replaceState(null, '', `/?x=1#draft=${TOKEN}`);
    expect(takeDraftLink('application-form')).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?x=1#application-form');
    expect(takeResumeToken()).toBe(TOKEN);
    expect(takeResumeToken()).toBeNull();
  });

  it('leaves any other address alone', () => {
    window.history.replaceState(null, '', '/#faq');
    expect(takeDraftLink('application-form')).toBe(false);
    window.history.replaceState(null, '', '/#draft=short');
    expect(takeDraftLink('application-form')).toBe(false);
    expect(window.location.hash).toBe('#draft=short');
  });
});
