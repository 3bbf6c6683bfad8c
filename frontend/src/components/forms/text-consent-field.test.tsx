import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT_CONSENT_VERSION, type TextChannel } from '@reactivation/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/text-consent.json';
import es from '@/locales/es/text-consent.json';
import { renderWithProviders } from '@/testing/render';
import { TextConsentField } from './text-consent-field';

/**
 * The words each consent version stands for (SHA-256 of `text-consent.json`'s `label`): a consent is stored
 * with the version, so the words of a version never change. New words: a new TEXT_CONSENT_VERSION
 * in contracts, and its line here.
 */
const WORDS_OF_VERSION: Record<string, { en: string; es: string }> = {
  '2026-11-30': {
    en: 'dd4df328eca39b21f1c2d2fa53ee1f275100cb48632ecbcb769b8aef60a69d64',
    es: '541411e9afe6635654ea1d1d48156ce5796c24dbcf0dda1e66f4aafe5bb281f6',
  },
};

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function Box() {
  const [value, setValue] = useState<TextChannel | null>(null);
  return (
    <>
      <TextConsentField id="box" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('the text-message consent box', () => {
  it('says the words of the version in force, in both languages', async () => {
    expect(WORDS_OF_VERSION[TEXT_CONSENT_VERSION]).toEqual({ en: await sha256(en.label), es: await sha256(es.label) });
  });

  it('starts unchecked, and once checked offers SMS (chosen) or WhatsApp', async () => {
    renderWithProviders(<Box />);
    const box = screen.getByRole('checkbox', { name: en.label });
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(box);
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.getByText('whatsapp')).toBeInTheDocument();
    await userEvent.click(box);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
