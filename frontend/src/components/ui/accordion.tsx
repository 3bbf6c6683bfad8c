import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

/*
 * A disclosure list after the WAI-ARIA accordion pattern: buttons with aria-expanded inside
 * headings, each controlling a labelled region; Up, Down, Home and End move between the buttons.
 * Our own rather than Radix's: FAQ pages hold dozens of items, and hydrating a plain button and
 * region costs a fraction of Radix's per-item machinery. Closed answers stay in the HTML (hidden),
 * so the prerendered page carries every answer for readers without JavaScript and for search.
 */

type AccordionContextValue = { isOpen: (value: string) => boolean; toggle: (value: string) => void };
const AccordionContext = createContext<AccordionContextValue | null>(null);

type ItemContextValue = { value: string; open: boolean; triggerId: string; contentId: string };
const ItemContext = createContext<ItemContextValue | null>(null);

function useRequired<T>(context: T | null, name: string): T {
  if (!context) throw new Error(`${name} must be inside its Accordion`);
  return context;
}

export type AccordionProps = {
  /** `single`: at most one item open; `multiple`: items open independently. */
  type: 'single' | 'multiple';
  /** With `single`: the open item may be closed again, leaving all closed. */
  collapsible?: boolean;
  defaultValue?: readonly string[];
  className?: string;
  children: ReactNode;
};

export function Accordion({ type, collapsible = false, defaultValue = [], className, children }: AccordionProps) {
  const [open, setOpen] = useState<readonly string[]>(defaultValue);
  const toggle = useCallback(
    (value: string) =>
      setOpen((current) => {
        const isOpen = current.includes(value);
        if (type === 'multiple') return isOpen ? current.filter((item) => item !== value) : [...current, value];
        if (isOpen) return collapsible ? [] : current;
        return [value];
      }),
    [type, collapsible],
  );
  const context = useMemo(() => ({ isOpen: (value: string) => open.includes(value), toggle }), [open, toggle]);
  return (
    <AccordionContext.Provider value={context}>
      <div
        onKeyDown={moveFocus}
        className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}
      >
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

/** Arrow keys, Home and End move focus between the triggers of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const target = event.target as HTMLElement;
  if (!keys.includes(event.key) || !target.hasAttribute('data-accordion-trigger')) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')];
  const index = triggers.indexOf(target as HTMLButtonElement);
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

export type AccordionItemProps = ComponentProps<'div'> & { value: string };

export function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionItem');
  const id = useId();
  const open = accordion.isOpen(value);
  const item = useMemo(() => ({ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }), [value, open, id]);
  return (
    <ItemContext.Provider value={item}>
      <div data-state={open ? 'open' : 'closed'} className={className} {...props} />
    </ItemContext.Provider>
  );
}

export type AccordionTriggerProps = Omit<ComponentProps<'button'>, 'type' | 'onClick'> & {
  /** The heading level wrapping the trigger, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionTrigger');
  const item = useRequired(useContext(ItemContext), 'AccordionTrigger');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="m-0">
      <button
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.contentId}
        data-state={item.open ? 'open' : 'closed'}
        data-accordion-trigger=""
        onClick={() => accordion.toggle(item.value)}
        className={cn(
          'group flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 sm:px-6',
          className,
        )}
        {...props}
      >
        <span>{children}</span>
        <ChevronDownIcon className="text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </button>
    </Heading>
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
      hidden={!item.open}
      data-state={item.open ? 'open' : 'closed'}
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
