/*
 * The fee on its own, without the payment schemas: the pages that write it (every policy page, the
 * head of each page) then carry no schema library in their first load.
 */

/** SPEC §9: the one-time fee, in the card provider's smallest unit. */
export const FEE_AMOUNT_CENTS = 20_000;
export const FEE_CURRENCY = 'usd';
