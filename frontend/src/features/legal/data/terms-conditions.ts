import { definePolicy } from './policy';

/** /terms-conditions: the bilingual terms in ten numbered sections (SPEC §2). */
export const termsConditionsPolicy = definePolicy('termsConditions', '2025-08-17', [
  { id: 'acceptance', blocks: ['text'] },
  { id: 'services', blocks: ['intro', { list: 'items', items: ['evaluation', 'strategy', 'documents', 'support'] }] },
  { id: 'notLegal', blocks: ['text'] },
  { id: 'fees', blocks: [{ list: 'items', items: ['fee', 'before', 'included', 'extra'] }] },
  { id: 'noGuarantee', blocks: ['text'] },
  { id: 'responsibilities', blocks: ['intro', { list: 'items', items: ['accurate', 'documents', 'respond', 'inform'] }] },
  { id: 'refunds', blocks: ['final', 'cancel'] },
  { id: 'confidentiality', blocks: ['text'] },
  { id: 'liability', blocks: ['text'] },
  { id: 'contactChanges', blocks: ['changes', 'contact'] },
] as const);
