import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/legal.json';
import es from '@/locales/es/legal.json';
import { i18n, registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { privacyPolicy } from '../data/privacy';
import { refundPolicy } from '../data/refund';
import { termsPolicy } from '../data/terms';
import { termsConditionsPolicy } from '../data/terms-conditions';
import { PolicyPage } from './policy-page';

registerNamespace('legal', { en, es });

const policies = [privacyPolicy, termsPolicy, refundPolicy, termsConditionsPolicy];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('legal catalog', () => {
  it('has the same keys in Spanish as in English, none of them empty', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
    for (const catalog of [en, es]) {
      for (const key of keysOf(catalog)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(text, key).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});

describe.each(['en', 'es'])('PolicyPage in %s', (language) => {
  it.each(policies.map((policy) => [policy.page, policy] as const))(
    '%s has one h1, numbered sections and a contents link to each of them',
    async (_page, policy) => {
      await i18n.changeLanguage(language);
      renderWithProviders(<PolicyPage policy={policy} />);

      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const toc = within(screen.getByRole('navigation'));
      const links = toc.getAllByRole('link');
      expect(links).toHaveLength(policy.sections.length);

      links.forEach((link, index) => {
        const target = document.getElementById(new URL(link.getAttribute('href')!, 'http://localhost').hash.slice(1));
        expect(target?.tagName).toBe('SECTION');
        const heading = within(target!).getByRole('heading', { level: 2 });
        expect(heading).toHaveAccessibleName(link.textContent!);
        expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
        expect(target).toHaveAccessibleName(heading.textContent!);
      });
    },
  );
});

describe('table of contents', () => {
  it('moves keyboard focus to the chosen section, so the next Tab continues there', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PolicyPage policy={privacyPolicy} />, '/privacy');
    await user.click(screen.getByRole('link', { name: '4. How long we keep information' }));
    expect(screen.getByRole('region', { name: '4. How long we keep information' })).toHaveFocus();
  });
});

describe('policy contact box', () => {
  it('the contact box links to the three other policies', () => {
    renderWithProviders(<PolicyPage policy={refundPolicy} />);
    const box = within(screen.getByRole('complementary'));
    expect(box.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(box.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(box.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-conditions');
    expect(box.queryByRole('link', { name: 'Refund Policy' })).not.toBeInTheDocument();
  });
});
