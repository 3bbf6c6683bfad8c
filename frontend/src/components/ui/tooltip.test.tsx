import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button } from './button';
import { installRadixJsdomPolyfills } from './test-polyfills';
import { Tooltip, TooltipProvider } from './tooltip';

beforeAll(installRadixJsdomPolyfills);

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip content="Reviewed within 24 hours">
          <Button variant="ghost">Free review</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Reviewed within 24 hours');
    expect(screen.getByRole('button', { name: 'Free review' })).toHaveAccessibleDescription('Reviewed within 24 hours');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
