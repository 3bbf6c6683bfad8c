import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const questions: ReadonlyArray<readonly [value: string, question: string, answer: string]> = [
  ['fee', 'How much does it cost?', 'A one-time fee.'],
  ['time', 'How long does it take?', 'Most cases take 2-3 weeks.'],
];

describe('Accordion', () => {
  it('keeps several items open with type="multiple"', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="multiple">
        {questions.map(([value, question, answer]) => (
          <AccordionItem key={value} value={value}>
            <AccordionTrigger headingLevel={2}>{question}</AccordionTrigger>
            <AccordionContent>{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    const first = screen.getByRole('button', { name: 'How much does it cost?' });
    const second = screen.getByRole('button', { name: 'How long does it take?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A one-time fee.')).toBeVisible();
    expect(screen.getByText('Most cases take 2-3 weeks.')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('opens one item at a time with type="single"', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        {questions.map(([value, question, answer]) => (
          <AccordionItem key={value} value={value}>
            <AccordionTrigger>{question}</AccordionTrigger>
            <AccordionContent>{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    const first = screen.getByRole('button', { name: 'How much does it cost?' });
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'How long does it take?' }));
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between triggers with the arrow keys, Home and End, and labels each answer by its question', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        {questions.map(([value, question, answer]) => (
          <AccordionItem key={value} value={value}>
            <AccordionTrigger>{question}</AccordionTrigger>
            <AccordionContent>{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    const [first, second] = screen.getAllByRole('button');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'How much does it cost?' })).toHaveTextContent('A one-time fee.');
  });
});
