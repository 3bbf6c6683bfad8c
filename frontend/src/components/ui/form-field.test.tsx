import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';
import { Input } from './input';
import { RadioGroup } from './radio-group';

describe('FormField', () => {
  it('names the control with its label and links the announced error to it', () => {
    render(
      <FormField id="email" label="Email" error="Email is required" hint="We never share it." required>
        {(control) => <Input type="email" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
    const error = document.getElementById('email-error');
    expect(error).toHaveTextContent('Email is required');
    expect(error).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps an empty live region and no invalid state while there is no error', () => {
    render(
      <FormField id="phone" label="Phone">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(document.getElementById('phone-error')).toBeEmptyDOMElement();
  });

  it('names a checkbox and a radio group too', () => {
    render(
      <>
        <FormField id="terms" label="I accept the terms" error="You must accept">
          {(control) => <Checkbox {...control} />}
        </FormField>
        <FormField id="attempted" label="Did you contact support?">
          {(control) => (
            <RadioGroup
              {...control}
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
            />
          )}
        </FormField>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('You must accept');
    const group = screen.getByRole('radiogroup', { name: 'Did you contact support?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
  });
});
