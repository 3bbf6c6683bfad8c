import type { ReactNode } from 'react';
import { emailHref, phoneHref, siteConfig } from '@/config/site';
import { cn } from '@/components/ui/cn';

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
  return (
    <dl className={className}>
      <div>
        <dt className={termClassName}>{emailLabel}</dt>
        <dd>
          <a href={emailHref(siteConfig.supportEmail)} className={cn('break-all', linkClassName)}>
            {siteConfig.supportEmail}
          </a>
        </dd>
      </div>
      <div>
        <dt className={termClassName}>{phoneLabel}</dt>
        <dd>
          <a
            href={phoneHref(siteConfig.supportPhone)}
            className={cn(phoneIcon !== undefined && 'inline-flex items-center gap-1.5', linkClassName)}
          >
            {phoneIcon}
            {siteConfig.supportPhone}
          </a>
        </dd>
      </div>
    </dl>
  );
}
