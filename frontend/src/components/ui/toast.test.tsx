import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toast';

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: the newest replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Please fill all required fields', variant: 'destructive' });
    });
    expect(notifications().getByText('Please fill all required fields')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Message Sent', description: "We'll respond within 24 hours.", variant: 'success' });
    });
    expect(notifications().getAllByRole('listitem')).toHaveLength(1);
    expect(notifications().getByText('Message Sent')).toBeInTheDocument();
    expect(notifications().getByText("We'll respond within 24 hours.")).toBeInTheDocument();
    expect(notifications().queryByText('Please fill all required fields')).not.toBeInTheDocument();
  });

  it('closes itself after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Payment Successful' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(notifications().getByText('Payment Successful')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(notifications().queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('closes with its labelled dismiss button and from the returned handle', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      notifications().getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(notifications().queryByText('Saved')).not.toBeInTheDocument();
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Again' });
    });
    act(() => handle?.dismiss());
    expect(notifications().queryByText('Again')).not.toBeInTheDocument();
  });
});
