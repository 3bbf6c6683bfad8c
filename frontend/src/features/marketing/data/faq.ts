/** Keys of the six home FAQ entries; questions and answers live in the home locale namespace. */
export const faqIds = ['platforms', 'timeline', 'cost', 'guarantee', 'lawFirm', 'documents'] as const;

export type FaqId = (typeof faqIds)[number];
