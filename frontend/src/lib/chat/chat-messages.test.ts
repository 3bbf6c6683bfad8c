import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@reactivation/contracts';
import { compareIds, latestId, mergeMessages, pendingEntry } from './chat-messages';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  text: `message ${id}`,
  isAdmin: false,
  timestamp: '2026-03-05T14:30:00.000Z',
  clientId: null,
  author: null,
  ...overrides,
});

describe('chat messages', () => {
  it('orders ids as numbers, not as text', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('123456789012345678', '123456789012345679')).toBeLessThan(0);
    expect(compareIds('42', '42')).toBe(0);
    expect(latestId(mergeMessages([], [message('10'), message('9')]))).toBe('10');
  });

  it('keeps one entry per id and lets a pending message give way to its stored copy', () => {
    const pending = pendingEntry('client-0001', 'hello', false);
    const once = mergeMessages([pending], [message('9'), message('10', { clientId: 'client-0001', text: 'hello' })]);
    expect(once.map((entry) => entry.key)).toEqual(['9', '10']);
    const twice = mergeMessages(once, [message('10', { clientId: 'client-0001', text: 'hello' }), message('9')]);
    expect(twice).toBe(once);
  });

  it('keeps pending messages after the stored ones, in the order they were written', () => {
    const merged = mergeMessages([pendingEntry('client-a', 'a', false), pendingEntry('client-b', 'b', false)], [message('3')]);
    expect(merged.map((entry) => entry.key)).toEqual(['3', 'client-a', 'client-b']);
  });
});
