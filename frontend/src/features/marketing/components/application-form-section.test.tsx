import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { APPLICATION_FORM_ID } from '@/config/paths';
import { ApplicationFormSection } from './application-form-section';

describe('ApplicationFormSection', () => {
  it('is a region named by its heading, with id application-form', () => {
    renderWithProviders(<ApplicationFormSection />);
    const region = screen.getByRole('region', { name: 'Start your reactivation appeal' });
    expect(region).toHaveAttribute('id', APPLICATION_FORM_ID);
  });

  it('shows the form it is given', () => {
    renderWithProviders(
      <ApplicationFormSection>
        <form aria-label="Application" />
      </ApplicationFormSection>,
    );
    const region = screen.getByRole('region', { name: 'Start your reactivation appeal' });
    expect(within(region).getByRole('form', { name: 'Application' })).toBeInTheDocument();
  });
});
