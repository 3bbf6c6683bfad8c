/** Window event that opens the support widget from anywhere (the payment-success page's chat button). */
export const OPEN_SUPPORT_WIDGET_EVENT = 'support-widget:open';

export function openSupportWidget(): void {
  window.dispatchEvent(new Event(OPEN_SUPPORT_WIDGET_EVENT));
}
