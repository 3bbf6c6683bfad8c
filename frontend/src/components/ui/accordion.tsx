import type { ComponentProps } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

export type AccordionProps = ComponentProps<typeof RadixAccordion.Root>;

/** `type="single" collapsible` for one open item at a time, `type="multiple"` for independent items. */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <RadixAccordion.Root
      className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}
      {...props}
    />
  );
}

export type AccordionItemProps = ComponentProps<typeof RadixAccordion.Item>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <RadixAccordion.Item className={className} {...props} />;
}

export type AccordionTriggerProps = ComponentProps<typeof RadixAccordion.Trigger> & {
  /** The heading level wrapping the trigger, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className="m-0">
        <RadixAccordion.Trigger
          className={cn(
            'group flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 sm:px-6',
            className,
          )}
          {...props}
        >
          <span>{children}</span>
          <ChevronDownIcon className="text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export type AccordionContentProps = ComponentProps<typeof RadixAccordion.Content>;

export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <RadixAccordion.Content
      className={cn(
        'px-4 pb-4 text-base text-slate-700 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:px-6',
        className,
      )}
      {...props}
    >
      {children}
    </RadixAccordion.Content>
  );
}
