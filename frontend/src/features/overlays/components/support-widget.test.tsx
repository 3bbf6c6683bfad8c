import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlaysConfig } from '@/config/overlays';
import { renderWithProviders } from '@/testing/render';
import { SupportWidget } from './support-widget';
import { openSupportWidget } from './support-widget-events';

const config = overlaysConfig.supportWidget;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const log = () => screen.getByRole('log', { name: 'Support chat' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });

describe('SupportWidget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toggles open and closed, starting with the bot greeting', () => {
    renderWithProviders(<SupportWidget config={config} />);
    const launcher = screen.getByRole('button', { name: 'Open support chat' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAccessibleName('Close support chat');
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(log()).toHaveTextContent("I'm the automated assistant");
    expect(input()).toHaveFocus();
    fireEvent.click(launcher);
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('appends the visitor message and a canned reply 1 s later, sending nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<SupportWidget config={config} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    fireEvent.change(input(), { target: { value: 'My Uber account was deactivated' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    const items = () => within(log()).getAllByRole('listitem');
    expect(items()).toHaveLength(2);
    expect(items()[1]).toHaveTextContent('My Uber account was deactivated');
    expect(input()).toHaveValue('');
    tick(999);
    expect(items()).toHaveLength(2);
    tick(1);
    expect(items()).toHaveLength(3);
    expect(items()[2]).toHaveTextContent('does not send your message to our team');
    expect(items()[2]).toHaveTextContent('support@example.com');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps Shift+Enter for a new line and ignores empty messages', () => {
    renderWithProviders(<SupportWidget config={config} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    fireEvent.change(input(), { target: { value: 'first line' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    tick(2_000);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('closes on Escape and gives focus back to the launcher', () => {
    renderWithProviders(<SupportWidget config={config} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open support chat' })).toHaveFocus();
  });

  it('opens when another part of the page asks for it', () => {
    renderWithProviders(<SupportWidget config={config} />);
    act(() => openSupportWidget());
    expect(log()).toBeInTheDocument();
  });

  it('steps aside while the visitor types in a page form field', () => {
    renderWithProviders(
      <>
        <input aria-label="Name" />
        <SupportWidget config={config} />
      </>,
    );
    act(() => screen.getByRole('textbox', { name: 'Name' }).focus());
    expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
    act(() => screen.getByRole('textbox', { name: 'Name' }).blur());
    tick(0);
    expect(screen.getByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
  });
});
