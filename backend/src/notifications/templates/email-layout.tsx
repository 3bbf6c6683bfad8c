import { Body, Container, Head, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const styles = {
  body: { backgroundColor: '#f4f6f8', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2933', margin: 0 },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '32px', maxWidth: '560px', borderRadius: '8px' },
  brand: { fontSize: '14px', fontWeight: 700, color: '#0b4f6c', letterSpacing: '0.04em', textTransform: 'uppercase' as const },
};

/** The frame every e-mail shares: language, preview line, brand and a white card. */
export function EmailLayout(props: { lang: string; preview: string; brand: string; children: ReactNode }) {
  return (
    <Html lang={props.lang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{props.brand}</Text>
          <Section>{props.children}</Section>
        </Container>
      </Body>
    </Html>
  );
}
