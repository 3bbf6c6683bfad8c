/* Payments as other features use them: the home form's last step pays through the same checkout as the payment link. */
export { acceptApplicationTerms, createApplicationPaymentIntent } from './api/payments-api';
export { Checkout, type CheckoutProps } from './components/checkout';
