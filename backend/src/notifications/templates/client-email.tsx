import { Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import type { ReactNode } from 'react';
import { EmailLayout } from './email-layout';
import { fill } from './email-texts';

/** What every client e-mail is given: its language, whom it greets, and the contacts it ends with. */
export interface ClientEmailProps {
  locale: Locale;
  firstName: string;
  supportEmail: string;
  supportPhone: string;
}

/** The texts every client e-mail has, in its language (`greetingNoName` where the name may be missing). */
interface FrameTexts {
  preview: string;
  signature: string;
  greeting: string;
  greetingNoName?: string;
  intro: string;
}

/**
 * A client e-mail's frame: language, preview line and signature, then the greeting and the opening
 * line, each filled with `values` (the template's props, plus anything its preview names).
 */
export function ClientEmail({
  locale,
  texts,
  values,
  children,
}: {
  locale: Locale;
  texts: FrameTexts;
  values: object;
  children: ReactNode;
}) {
  const named =
    (values as { firstName?: string; customerName?: string }).firstName ?? (values as { customerName?: string }).customerName;
  const greeting = !named && texts.greetingNoName ? texts.greetingNoName : fill(texts.greeting, values);
  return (
    <EmailLayout lang={locale} preview={fill(texts.preview, values)} brand={texts.signature}>
      <Text>{greeting}</Text>
      <Text>{fill(texts.intro, values)}</Text>
      {children}
    </EmailLayout>
  );
}
