import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Label } from './label';
import { Select } from './select';
import { installRadixJsdomPolyfills } from './test-polyfills';

beforeAll(installRadixJsdomPolyfills);

const platforms = [
  { value: 'uber', label: 'Uber' },
  { value: 'doordash', label: 'DoorDash' },
  { value: 'instacart', label: 'Instacart' },
];

function PlatformField() {
  const [value, setValue] = useState('');
  return (
    <>
      <Label htmlFor="platform">Platform</Label>
      <Select id="platform" value={value} onValueChange={setValue} options={platforms} placeholder="Choose one" />
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is named by its label and shows the placeholder', () => {
    render(<PlatformField />);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Choose one');
  });

  it('opens with the keyboard and picks a value', async () => {
    const user = userEvent.setup();
    render(<PlatformField />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'DoorDash' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('DoorDash');
    expect(screen.getByRole('status')).toHaveTextContent('doordash');
    expect(trigger).toHaveFocus();
  });

  it('marks itself invalid', () => {
    render(<Select id="x" aria-label="Platform" options={platforms} invalid aria-describedby="x-error" />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-describedby', 'x-error');
  });
});
