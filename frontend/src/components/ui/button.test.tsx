import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a non-submitting button by default and reacts to presses', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and aria-busy while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Submitting…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/contact">Contact us</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link.className).toBe(buttonClasses({ variant: 'outline', size: 'lg' }));
  });
});
