import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

describe('PageMeta', () => {
  it('sets the title with the site name and keeps a single description tag', () => {
    const { rerender } = render(<PageMeta title="FAQ" description="Answers" />);
    expect(document.title).toBe('FAQ | Gig Account Reactivation');
    rerender(<PageMeta title="Blog" description="Articles" />);
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('content', 'Articles');
    expect(document.title).toBe('Blog | Gig Account Reactivation');
  });
});
