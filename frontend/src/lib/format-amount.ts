/** The e-mails write amounts with the same function, so it lives in contracts. */
export { formatAmount } from '@reactivation/contracts';
