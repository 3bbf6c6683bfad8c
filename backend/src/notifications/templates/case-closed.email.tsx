import { Link, Section, Text } from '@react-email/components';
import type { CaseOutcome } from '@reactivation/contracts';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, DetailRows, Figure, Highlight, SectionTitle } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface CaseClosedProps extends ClientEmailProps {
  caseNumber: string;
  outcome: CaseOutcome;
  /** The outcome's day, as the client reads dates in their language. */
  outcomeDate: string;
  statusUrl: string;
  /** The signed satisfaction page; each score links to it with `?score=N` chosen, and the page records it on a tap. */
  satisfactionUrl: string;
}

const SCORES = ['1', '2', '3', '4', '5'] as const;
const SCORE_LINK = {
  display: 'inline-block',
  minWidth: '40px',
  padding: '10px 0',
  margin: '0 6px 6px 0',
  border: '1px solid #0b4f6c',
  borderRadius: '6px',
  color: '#0b4f6c',
  fontSize: '18px',
  fontWeight: 700,
  textAlign: 'center' as const,
  textDecoration: 'none',
};

/** To the client when staff close the case: how it ended, and the one-tap question (1 to 5) about us. */
export function CaseClosedEmail(props: CaseClosedProps) {
  const t = CLIENT_TEXTS[props.locale].caseClosed;
  const ending = t.outcomes[props.outcome];
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <Highlight>
        <Figure label={t.caseNumberLabel} value={props.caseNumber} />
      </Highlight>
      <SectionTitle>{t.outcomeTitle}</SectionTitle>
      <Text style={{ fontWeight: 700 }}>{ending.headline}</Text>
      <DetailRows rows={[[t.dateLabel, props.outcomeDate]]} />
      <Text>{ending.next}</Text>
      <SectionTitle>{t.questionTitle}</SectionTitle>
      <Text>{t.question}</Text>
      <Section>
        {SCORES.map((score) => (
          <Link key={score} href={scoreUrl(props.satisfactionUrl, score)} style={SCORE_LINK} title={t.scoreNames[score]}>
            {score}
          </Link>
        ))}
      </Section>
      <ActionButton href={props.statusUrl}>{t.button}</ActionButton>
      <ClientFooter contact={fill(t.contact, props)} />
    </ClientEmail>
  );
}

function scoreUrl(base: string, score: string): string {
  const url = new URL(base);
  url.searchParams.set('score', score);
  return url.toString();
}

export function caseClosedSubject(props: Pick<CaseClosedProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].caseClosed.subject, props);
}
