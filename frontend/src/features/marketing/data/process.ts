/** The five steps of /how-it-works, in order; texts and timeframes live in the process locale namespace. */
export const processStepIds = ['submit', 'review', 'strategy', 'appeal', 'followUp'] as const;
export type ProcessStepId = (typeof processStepIds)[number];

export const processTrustIds = ['notLawFirm', 'fee', 'privacy', 'bilingual'] as const;
export type ProcessTrustId = (typeof processTrustIds)[number];

/** The typical timeline of SPEC §2: Day 1, Day 2, Day 3, Week 1-2, Result. */
export const timelineIds = ['day1', 'day2', 'day3', 'weeks', 'result'] as const;
export type TimelineId = (typeof timelineIds)[number];
