/** The four core services of SPEC §1; titles and texts live in the services locale namespace. */
export const coreServiceIds = ['evaluation', 'strategy', 'documents', 'support'] as const;
export type CoreServiceId = (typeof coreServiceIds)[number];

/** Each service card lists the same number of included items. */
export const coreServicePointIds = ['one', 'two', 'three'] as const;

/** Reasons of the "Why Choose" section, with the SPEC §1 and §9 figures they quote. */
export const whyChooseIds = ['experience', 'success', 'cases', 'fee', 'support', 'bilingual'] as const;
export type WhyChooseId = (typeof whyChooseIds)[number];
