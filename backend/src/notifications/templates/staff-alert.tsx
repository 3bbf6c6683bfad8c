import { Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EmailLayout } from './email-layout';
import { ActionButton, DetailRows } from './email-parts';

/** Every staff alert's frame (Russian, like the panel): what happened, the facts, anything more, and the way into the panel. */
export function StaffAlert(props: {
  preview: string;
  intro: string;
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  caseUrl: string;
  open: string;
  children?: ReactNode;
}) {
  return (
    <EmailLayout lang="ru" preview={props.preview} brand="Gig Account Reactivation">
      <Text>{props.intro}</Text>
      <DetailRows rows={props.rows} />
      {props.children}
      <ActionButton href={props.caseUrl}>{props.open}</ActionButton>
    </EmailLayout>
  );
}
