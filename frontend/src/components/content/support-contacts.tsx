import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { supportContacts } from '@/lib/support-contacts';

export type SupportContactsProps = {
  emailLabel: string;
  phoneLabel: string;
  className?: string;
  termClassName?: string;
  linkClassName?: string;
  /** Drawn inside the phone link, before the number. */
  phoneIcon?: ReactNode;
};

/** The support e-mail and phone as a term list of links; the footer, contact page and policies share it. */
export function SupportContacts({
  emailLabel,
  phoneLabel,
  className,
  termClassName,
  linkClassName,
  phoneIcon,
}: SupportContactsProps) {
  const support = supportContacts();
  return (
    <dl className={className}>
      <div>
        <dt className={termClassName}>{emailLabel}</dt>
        <dd>
          <a href={support.emailHref} className={cn('break-all', linkClassName)}>
            {support.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={termClassName}>{phoneLabel}</dt>
        <dd>
          <a
            href={support.phoneHref}
            className={cn(phoneIcon !== undefined && 'inline-flex items-center gap-1.5', linkClassName)}
          >
            {phoneIcon}
            {support.phone}
          </a>
        </dd>
      </div>
    </dl>
  );
}
