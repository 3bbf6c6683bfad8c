import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const questions: ReadonlyArray<readonly [value: string, question: string, answer: string]> = [
  ['fee', 'How much does it cost?', 'A one-time fee.'],
  ['time', 'How long does it take?', 'Most cases take 2-3 weeks.'],
];

function renderAccordion(type: 'single' | 'multiple', headingLevel?: 2 | 3) {
  render(
    <Accordion type={type}>
      {questions.map(([value, question, answer]) => (
        <AccordionItem key={value} value={value}>
          <AccordionTrigger headingLevel={headingLevel}>{question}</AccordionTrigger>
          <AccordionContent>{answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
}

/** The question's <summary>, and whether its <details> is open. */
const summary = (question: string) => screen.getByText(question).closest('summary')!;
const isOpen = (question: string) => summary(question).closest('details')!.open;

describe('Accordion', () => {
  it('is native <details>/<summary>, so a question works before any script runs, with every answer in the HTML', () => {
    renderAccordion('multiple', 2);
    expect(document.querySelectorAll('details')).toHaveLength(2);
    expect(summary('How much does it cost?').tagName).toBe('SUMMARY');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(document.body).toHaveTextContent('Most cases take 2-3 weeks.');
    expect(isOpen('How much does it cost?')).toBe(false);
  });

  it('keeps several items open with type="multiple"', async () => {
    const user = userEvent.setup();
    renderAccordion('multiple');
    await user.click(summary('How much does it cost?'));
    await user.click(summary('How long does it take?'));
    expect(isOpen('How much does it cost?')).toBe(true);
    expect(isOpen('How long does it take?')).toBe(true);
    expect(document.querySelector('details')).not.toHaveAttribute('name');
  });

  it('opens one item at a time with type="single", and the open one closes again', async () => {
    const user = userEvent.setup();
    renderAccordion('single');
    const names = [...document.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    await user.click(summary('How much does it cost?'));
    await user.click(summary('How long does it take?'));
    expect(isOpen('How much does it cost?')).toBe(false);
    expect(isOpen('How long does it take?')).toBe(true);
    await user.click(summary('How long does it take?'));
    expect(isOpen('How long does it take?')).toBe(false);
  });

  it('moves focus between questions with the arrow keys, Home and End, and labels each answer by its question', async () => {
    const user = userEvent.setup();
    renderAccordion('single');
    const first = summary('How much does it cost?');
    const second = summary('How long does it take?');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(screen.getByRole('region', { name: 'How much does it cost?', hidden: true })).toHaveTextContent('A one-time fee.');
  });
});
