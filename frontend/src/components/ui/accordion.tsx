import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

/*
 * A disclosure list built on native <details>/<summary>: a question opens with a tap or Enter
 * before the app's code has arrived, answers stay in the HTML for readers without JavaScript and
 * for search, and the browser's find-in-page opens the answer it finds. `single` lists share a
 * <details name>, which the browser itself keeps to one open item; the toggle handler applies the
 * same rule where a browser does not know `name` yet. Up, Down, Home and End move between questions.
 */

type AccordionContextValue = { name: string | undefined };
const AccordionContext = createContext<AccordionContextValue | null>(null);

type ItemContextValue = { triggerId: string; contentId: string };
const ItemContext = createContext<ItemContextValue | null>(null);

function useRequired<T>(context: T | null, name: string): T {
  if (!context) throw new Error(`${name} must be inside its Accordion`);
  return context;
}

export type AccordionProps = {
  /** `single`: at most one item open (all may be closed); `multiple`: items open independently. */
  type: 'single' | 'multiple';
  className?: string;
  children: ReactNode;
};

export function Accordion({ type, className, children }: AccordionProps) {
  const id = useId();
  return (
    <AccordionContext.Provider value={{ name: type === 'single' ? `accordion${id}` : undefined }}>
      <div
        onKeyDown={moveFocus}
        className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}
      >
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

/** Arrow keys, Home and End move focus between the questions of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const target = event.target as HTMLElement;
  if (!keys.includes(event.key) || !target.hasAttribute('data-accordion-trigger')) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-accordion-trigger]')];
  const index = triggers.indexOf(target);
  const next = {
    ArrowDown: triggers[(index + 1) % triggers.length],
    ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The one-open rule of a `single` list, for browsers that do not apply <details name> themselves. */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open || !opened.getAttribute('name')) return;
  const group = opened.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [];
  for (const other of group) if (other !== opened && other.getAttribute('name') === opened.getAttribute('name')) other.open = false;
}

export type AccordionItemProps = Omit<ComponentProps<'details'>, 'name' | 'open'> & { value: string };

export function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionItem');
  const id = useId();
  return (
    <ItemContext.Provider value={{ triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <details
        name={accordion.name}
        data-value={value}
        onToggle={closeOthers}
        className={cn('group', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

export type AccordionTriggerProps = ComponentProps<'summary'> & {
  /** The heading level inside the question, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const item = useRequired(useContext(ItemContext), 'AccordionTrigger');
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      id={item.triggerId}
      aria-controls={item.contentId}
      data-accordion-trigger=""
      className={cn(
        'flex w-full cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 sm:px-6 [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      <Heading className="m-0 text-base font-semibold">{children}</Heading>
      <ChevronDownIcon className="shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none" />
    </summary>
  );
}

export type AccordionContentProps = ComponentProps<'div'>;

export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  const item = useRequired(useContext(ItemContext), 'AccordionContent');
  return (
    <div
      id={item.contentId}
      role="region"
      aria-labelledby={item.triggerId}
      className={cn(
        'px-4 pb-4 text-base text-slate-700 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:px-6',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
