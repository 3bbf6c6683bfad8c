import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PlatformCarousel } from './platform-carousel';

const PLATFORMS = [
  'Amazon Flex',
  'Uber',
  'Uber Eats',
  'Lyft',
  'DoorDash',
  'Walmart Spark Driver',
  'Instacart',
  'Roadie',
  'Shipt',
  'Grubhub',
  'TaskRabbit',
];

describe('PlatformCarousel', () => {
  it('offers screen readers the 11 platforms once, with lazy self-hosted logos of a fixed size', () => {
    renderWithProviders(<PlatformCarousel />);
    const list = screen.getByRole('list', { name: 'Platforms we support' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(PLATFORMS);
    // The copy that closes the marquee loop is hidden, so each name is announced once.
    expect(screen.getAllByRole('img')).toHaveLength(11);
    expect(screen.getAllByRole('img', { name: 'Uber', hidden: true })).toHaveLength(2);

    for (const image of within(list).getAllByRole('img')) {
      expect(image.getAttribute('src')).toMatch(/^\/platforms\/[a-z-]+\.svg$/);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height', '56');
    }
  });

  it('shows the first letter of a platform whose logo fails to load', () => {
    renderWithProviders(<PlatformCarousel />);
    const list = screen.getByRole('list', { name: 'Platforms we support' });
    const logo = within(list).getByRole('img', { name: 'Lyft' });
    expect(logo.tagName).toBe('IMG');

    fireEvent.error(logo);

    const fallback = within(list).getByRole('img', { name: 'Lyft' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(within(fallback).getByText('L')).toBeInTheDocument();
    expect(within(list).getAllByRole('img')).toHaveLength(11);
  });

  it('can be paused and played again with a button', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PlatformCarousel />);
    const marquee = container.querySelector('.platform-marquee');
    expect(marquee).toHaveAttribute('data-paused', 'false');

    await user.click(screen.getByRole('button', { name: 'Pause the platform logos' }));
    expect(marquee).toHaveAttribute('data-paused', 'true');

    await user.click(screen.getByRole('button', { name: 'Play the platform logos' }));
    expect(marquee).toHaveAttribute('data-paused', 'false');
  });
});
