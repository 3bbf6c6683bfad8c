/**
 * The twelve verified success stories of /testimonials (SPEC §3 "Success story"). Name, platform
 * and words live in the testimonials locale namespace; the figures are the same in every language.
 */
export const successStories = [
  { id: 'james', rating: 5, daysToReactivation: 9, verified: true },
  { id: 'maria', rating: 5, daysToReactivation: 12, verified: true },
  { id: 'tyrone', rating: 5, daysToReactivation: 7, verified: true },
  { id: 'ashley', rating: 5, daysToReactivation: 14, verified: true },
  { id: 'luis', rating: 5, daysToReactivation: 10, verified: true },
  { id: 'kevin', rating: 5, daysToReactivation: 16, verified: true },
  { id: 'sarah', rating: 5, daysToReactivation: 8, verified: true },
  { id: 'carlos', rating: 5, daysToReactivation: 11, verified: true },
  { id: 'jennifer', rating: 5, daysToReactivation: 13, verified: true },
  { id: 'ahmed', rating: 5, daysToReactivation: 6, verified: true },
  { id: 'nicole', rating: 5, daysToReactivation: 18, verified: true },
  { id: 'rosa', rating: 5, daysToReactivation: 15, verified: true },
] as const satisfies ReadonlyArray<{ id: string; rating: number; daysToReactivation: number; verified: boolean }>;

export type SuccessStory = (typeof successStories)[number];
export type SuccessStoryId = SuccessStory['id'];

/** The four figures above the stories. */
export const successStatIds = ['success', 'cases', 'rating', 'support'] as const;
