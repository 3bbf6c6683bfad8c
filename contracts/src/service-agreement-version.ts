/**
 * The one place that says which service agreement version clients accept now (its texts and hashes
 * are in service-agreement.ts). A module of its own, so the payment pages can send the name without
 * carrying the texts in their bundle.
 */
export const CURRENT_SERVICE_AGREEMENT_VERSION = '2026-11-27';
