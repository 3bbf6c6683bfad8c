import { needsSlashRedirect, withoutTrailingSlash } from './trailing-slash';

describe('the trailing-slash redirect', () => {
  it('drops the trailing slash and keeps the query', () => {
    expect(withoutTrailingSlash('/services/')).toBe('/services');
    expect(withoutTrailingSlash('/blog/?category=uber')).toBe('/blog?category=uber');
    expect(withoutTrailingSlash('/faq///')).toBe('/faq');
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '\\\\evil.example/',
    '/\\\\evil.example/?next=/',
    '//evil.example//',
  ])('never leaves the site: %s', (url) => {
    const target = withoutTrailingSlash(url);
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(target).not.toContain('\\');
    expect(new URL(target, 'https://our.site').host).toBe('our.site');
  });

  it('collapses doubled slashes inside a path', () => {
    expect(withoutTrailingSlash('/blog//some-post/')).toBe('/blog/some-post');
  });

  it('knows which addresses need it', () => {
    expect(needsSlashRedirect('/')).toBe(false);
    expect(needsSlashRedirect('/services')).toBe(false);
    expect(needsSlashRedirect('/services/')).toBe(true);
    expect(needsSlashRedirect('//evil.example')).toBe(true);
    expect(needsSlashRedirect('/\\evil.example')).toBe(true);
  });
});
