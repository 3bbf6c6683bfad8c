import { Button, Heading, Hr, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/*
 * The pieces the e-mails are built from, so each template holds only its own words and order.
 */

const BUTTON = { backgroundColor: '#0b4f6c', color: '#ffffff', borderRadius: '6px', marginTop: '8px' };

/**
 * The e-mail's call to action. `main` when the button is what the e-mail is for (pay, answer,
 * upload): a larger, bold button; otherwise a link onward (the status page, the panel).
 */
export function ActionButton({ href, main = false, children }: { href: string; main?: boolean; children: ReactNode }) {
  return (
    <Button href={href} style={{ ...BUTTON, ...(main ? { padding: '12px 20px', fontWeight: 700 } : { padding: '10px 16px' }) }}>
      {children}
    </Button>
  );
}

/** A tinted box that sets apart what the e-mail is about: the case number, the fee, a reply. */
export function Highlight({ children, tint = '#e8f3f8' }: { children: ReactNode; tint?: string }) {
  return (
    <Section style={{ backgroundColor: tint, borderRadius: '6px', padding: '12px 16px', marginBottom: '8px' }}>
      {children}
    </Section>
  );
}

/** A staff e-mail's facts, one "label: value" line each. */
export function DetailRows({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return rows.map(([label, value]) => (
    <Text key={label} style={{ margin: '4px 0' }}>
      <strong>{label}:</strong> {value}
    </Text>
  ));
}

/** How a client e-mail ends: the support contacts, and the small print where the e-mail makes a promise. */
export function ClientFooter({ contact, disclaimer }: { contact: string; disclaimer?: string }) {
  return (
    <>
      <Text>{contact}</Text>
      {disclaimer && (
        <>
          <Hr />
          <Text style={{ fontSize: '12px', color: '#52606d' }}>{disclaimer}</Text>
        </>
      )}
    </>
  );
}

/** A figure the client may need to quote (the case number, the fee): small label, large value. */
export function Figure({ label, value, first = true }: { label: string; value: string; first?: boolean }) {
  return (
    <>
      <Text style={{ margin: first ? 0 : '8px 0 0', fontSize: '13px' }}>{label}</Text>
      <Text style={{ margin: 0, fontSize: '22px', fontWeight: 700 }}>{value}</Text>
    </>
  );
}

/** A heading inside a client e-mail ("What happens next"). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: '18px' }}>
      {children}
    </Heading>
  );
}
