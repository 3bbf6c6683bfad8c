import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './front-matter';

describe('markdownToHtml (blog and guide content, at build time)', () => {
  it('keeps the tags content uses and drops the rest of what Markdown can make', () => {
    const html = markdownToHtml('a.md', '## Title\n\nSome **bold** and *soft* `code`.\n\n![cover](https://example.com/x.png)\n\n> quoted\n\n- one\n- two');
    expect(html).toBe(
      '<h2>Title</h2>\n<p>Some <strong>bold</strong> and <em>soft</em> <code>code</code>.</p>\n<p></p>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
  });

  it('opens outside links apart with no referrer, adds the language to the site\'s own, and drops other schemes', () => {
    const html = markdownToHtml('a.md', '[out](https://example.com) [faq](/faq#pay) [mail](mailto:a@b.c) [bad](javascript:alert(1)) [proto](//evil.example)', {
      langQuery: 'es',
    });
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/faq?lang=es#pay">faq</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('//evil.example');
  });

  it('moves headings down under a page\'s own', () => {
    expect(markdownToHtml('a.md', '## A\n\n### B', { headingOffset: 2 })).toBe('<h4>A</h4>\n<h5>B</h5>\n');
  });

  it.each([
    ['a block', '<div onclick="x()">hi</div>'],
    ['an inline tag', 'text <xmp><script>alert(1)</script></xmp> more'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a comment', '<!-- note -->'],
  ])('refuses raw HTML (%s), naming the file', (_kind, markdown) => {
    expect(() => markdownToHtml('en/post.md', markdown)).toThrow(/^en\/post\.md: raw HTML is not allowed in content/);
  });
});
