/** The eight home testimonials; name, place, platform and words live in the home locale namespace. */
export const testimonials = [
  { id: 'marcus', rating: 5 },
  { id: 'lucia', rating: 5 },
  { id: 'deshawn', rating: 5 },
  { id: 'priya', rating: 5 },
  { id: 'roberto', rating: 5 },
  { id: 'karen', rating: 5 },
  { id: 'andre', rating: 5 },
  { id: 'mei', rating: 5 },
] as const satisfies ReadonlyArray<{ id: string; rating: number }>;

export type TestimonialId = (typeof testimonials)[number]['id'];

export const MAX_RATING = 5;
