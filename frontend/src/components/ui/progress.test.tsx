import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress';

describe('Progress', () => {
  it('is a named progress bar that speaks the given value text', () => {
    render(<Progress value={66.7} label="Application progress" valueText="Step 2 of 3" />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '66.7');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
  });

  it('clamps values outside 0-100', () => {
    render(<Progress value={140} label="Upload" />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '100');
  });
});
