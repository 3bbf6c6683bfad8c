import { FEE_AMOUNT_CENTS, FEE_CURRENCY } from '@reactivation/contracts';
import { formatAmount } from './format-amount';

/**
 * The one-time fee as every page writes it ("$200.00 USD"), from the amount the server charges
 * (contracts). Texts name it as {{fee}}.
 */
export const FEE_TEXT = formatAmount(FEE_AMOUNT_CENTS, FEE_CURRENCY);
