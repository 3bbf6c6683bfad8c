import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TestimonialsSection } from './testimonials-section';

describe('TestimonialsSection', () => {
  it('shows 8 testimonials, each with a name, location, platform, an announced 5-star rating and a quote', () => {
    renderWithProviders(<TestimonialsSection />);
    const section = screen.getByRole('region', { name: 'Gig workers who got back to work' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(8);

    for (const card of cards) {
      expect(within(card).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
      expect(within(card).getByRole('blockquote')).toHaveTextContent(/.{80,}/);
    }
    expect(cards[0]).toHaveTextContent('Marcus T.');
    expect(cards[0]).toHaveTextContent('Houston, TX');
    expect(cards[0]).toHaveTextContent('Amazon Flex');
  });
});
