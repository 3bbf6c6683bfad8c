import type { EmailTemplate } from '../template-email.service';
import { CaseClosedEmail, caseClosedSubject, type CaseClosedProps } from './case-closed.email';
import { CaseReceivedEmail, caseReceivedSubject, type CaseReceivedProps } from './case-received.email';
import { CaseStatusChangedEmail, caseStatusChangedSubject, type CaseStatusChangedProps } from './case-status-changed.email';
import { ChatReplyEmail, chatReplySubject, type ChatReplyProps } from './chat-reply.email';
import { DeadlineReminderEmail, deadlineReminderSubject, type DeadlineReminderProps } from './deadline-reminder.email';
import { DocumentsRequestedEmail, documentsRequestedSubject, type DocumentsRequestedProps } from './documents-requested.email';
import { DraftResumeEmail, draftResumeSubject, type DraftResumeProps } from './draft-resume.email';
import { PaymentLinkEmail, paymentLinkSubject, type PaymentLinkProps } from './payment-link.email';
import { PaymentLinkReminderEmail, paymentLinkReminderSubject, type PaymentLinkReminderProps } from './payment-link-reminder.email';
import { PaymentReceiptEmail, paymentReceiptSubject, type PaymentReceiptProps } from './payment-receipt.email';
import { PaymentRefundedEmail, paymentRefundedSubject, type PaymentRefundedProps } from './payment-refunded.email';
import { StaffDeadlineReminderEmail, staffDeadlineReminderSubject, type StaffDeadlineReminderProps } from './staff-deadline-reminder.email';
import { StaffDisputeAlertEmail, staffDisputeAlertSubject, type StaffDisputeAlertProps } from './staff-dispute-alert.email';
import { StaffCaseActivityEmail, staffCaseActivitySubject, type StaffCaseActivityProps } from './staff-case-activity.email';
import { StaffContactMessageEmail, staffContactMessageSubject, type StaffContactMessageProps } from './staff-contact-message.email';
import { StaffCaseAlertEmail, staffCaseAlertSubject, type StaffCaseAlertProps } from './staff-case-alert.email';
import { TextUndeliveredEmail, textUndeliveredSubject, type TextUndeliveredProps } from './text-undelivered.email';
import { StaffPaymentAlertEmail, staffPaymentAlertSubject, type StaffPaymentAlertProps } from './staff-payment-alert.email';

/** Every template by its ledger name (`email_delivery.template`); the staff timeline shows these names. */
export const EMAIL_TEMPLATES = {
  caseReceived: { name: 'case-received', subject: caseReceivedSubject, component: CaseReceivedEmail } satisfies EmailTemplate<CaseReceivedProps>,
  staffCaseAlert: { name: 'staff-case-alert', subject: staffCaseAlertSubject, component: StaffCaseAlertEmail } satisfies EmailTemplate<StaffCaseAlertProps>,
  caseStatusChanged: {
    name: (props: CaseStatusChangedProps) => `case-status-${props.status}`,
    subject: caseStatusChangedSubject,
    component: CaseStatusChangedEmail,
  } satisfies EmailTemplate<CaseStatusChangedProps>,
  caseClosed: { name: 'case-closed', subject: caseClosedSubject, component: CaseClosedEmail } satisfies EmailTemplate<CaseClosedProps>,
  paymentLink: { name: 'payment-link', subject: paymentLinkSubject, component: PaymentLinkEmail } satisfies EmailTemplate<PaymentLinkProps>,
  paymentReceipt: { name: 'payment-receipt', subject: paymentReceiptSubject, component: PaymentReceiptEmail } satisfies EmailTemplate<PaymentReceiptProps>,
  staffPaymentAlert: {
    name: 'staff-payment-alert',
    subject: staffPaymentAlertSubject,
    component: StaffPaymentAlertEmail,
  } satisfies EmailTemplate<StaffPaymentAlertProps>,
  // Its subject names the stored message, which the body does not show.
  staffContactMessage: {
    name: 'staff-contact-message',
    subject: (props: StaffContactMessageProps & { messageId: string }) => staffContactMessageSubject(props.messageId),
    component: StaffContactMessageEmail,
  } satisfies EmailTemplate<StaffContactMessageProps & { messageId: string }>,
  chatReply: {
    name: (props: ChatReplyProps) => (props.kind === 'caseReply' ? 'case-reply' : 'chat-reply'),
    subject: chatReplySubject,
    component: ChatReplyEmail,
  } satisfies EmailTemplate<ChatReplyProps>,
  documentsRequested: {
    name: (props: DocumentsRequestedProps) => (props.reminder ? 'documents-reminder' : 'documents-requested'),
    subject: documentsRequestedSubject,
    component: DocumentsRequestedEmail,
  } satisfies EmailTemplate<DocumentsRequestedProps>,
  staffCaseActivity: {
    name: 'staff-case-room',
    subject: staffCaseActivitySubject,
    component: StaffCaseActivityEmail,
  } satisfies EmailTemplate<StaffCaseActivityProps>,
  paymentRefunded: {
    name: 'payment-refunded',
    subject: paymentRefundedSubject,
    component: PaymentRefundedEmail,
  } satisfies EmailTemplate<PaymentRefundedProps>,
  staffDisputeAlert: {
    name: (props: StaffDisputeAlertProps) => `staff-dispute-${props.change}`,
    subject: staffDisputeAlertSubject,
    component: StaffDisputeAlertEmail,
  } satisfies EmailTemplate<StaffDisputeAlertProps>,
  paymentLinkReminder: {
    name: 'payment-link-reminder',
    subject: paymentLinkReminderSubject,
    component: PaymentLinkReminderEmail,
  } satisfies EmailTemplate<PaymentLinkReminderProps>,
  draftResume: { name: 'draft-resume', subject: draftResumeSubject, component: DraftResumeEmail } satisfies EmailTemplate<DraftResumeProps>,
  deadlineReminder: {
    name: (props: DeadlineReminderProps) => `deadline-reminder-${props.daysBefore}`,
    subject: deadlineReminderSubject,
    component: DeadlineReminderEmail,
  } satisfies EmailTemplate<DeadlineReminderProps>,
  staffDeadlineReminder: {
    name: (props: StaffDeadlineReminderProps) => `staff-deadline-reminder-${props.daysBefore}`,
    subject: staffDeadlineReminderSubject,
    component: StaffDeadlineReminderEmail,
  } satisfies EmailTemplate<StaffDeadlineReminderProps>,
  textUndelivered: {
    name: 'text-undelivered',
    subject: textUndeliveredSubject,
    component: TextUndeliveredEmail,
  } satisfies EmailTemplate<TextUndeliveredProps>,
};
