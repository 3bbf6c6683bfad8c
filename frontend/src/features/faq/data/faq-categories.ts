/**
 * The six FAQ categories of SPEC §2 in page order, each with its questions. Ids are keys in the
 * faq namespace: `categories.<category>.title` and `questions.<question>.question|answer`.
 */
export const faqCategories = [
  { id: 'general', questions: ['whatWeDo', 'platforms', 'lawFirm', 'whoWeHelp', 'freeReview'] },
  { id: 'process', questions: ['steps', 'timeline', 'documents', 'contactPlatform', 'deniedBefore'] },
  { id: 'success', questions: ['guarantee', 'successRate', 'notReactivated', 'bestChances', 'declineCase'] },
  { id: 'platformSpecific', questions: ['amazonFlex', 'uberLyft', 'doordash', 'instacartSpark', 'otherPlatforms'] },
  { id: 'payment', questions: ['cost', 'whenToPay', 'howToPay', 'refunds', 'recurring'] },
  { id: 'support', questions: ['replyTime', 'updates', 'reachUs', 'privacy'] },
] as const;

export type FaqCategory = (typeof faqCategories)[number];
export type FaqCategoryId = FaqCategory['id'];
export type FaqQuestionId = FaqCategory['questions'][number];
