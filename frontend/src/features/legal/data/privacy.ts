import { definePolicy } from './policy';

/** /privacy, in the order of SPEC §2; retention periods from SPEC §9. */
export const privacyPolicy = definePolicy('privacy', '2025-08-04', [
  {
    id: 'collect',
    blocks: ['intro', { list: 'items', items: ['contact', 'case', 'documents', 'payment', 'communications', 'usage'] }],
  },
  {
    id: 'use',
    blocks: ['intro', { list: 'items', items: ['review', 'appeal', 'communicate', 'payment', 'improve', 'legal'] }, 'noSale'],
  },
  { id: 'sharing', blocks: ['intro', { list: 'items', items: ['platform', 'providers', 'law'] }, 'never'] },
  { id: 'retention', blocks: ['intro', { list: 'items', items: ['caseFiles', 'communications', 'usage'] }, 'after'] },
  { id: 'security', blocks: ['measures', 'limits'] },
  { id: 'rights', blocks: ['intro', { list: 'items', items: ['access', 'correction', 'deletion'] }, 'california', 'how'] },
  { id: 'cookies', blocks: ['intro', { list: 'items', items: ['language', 'banner', 'popups'] }, 'control'] },
  { id: 'children', blocks: ['text'] },
  { id: 'changes', blocks: ['text'] },
  { id: 'contact', blocks: ['text'] },
] as const);
