import { definePolicy } from './policy';

/** /terms: the service, the $200 fee and its rules (SPEC §1, §9). */
export const termsPolicy = definePolicy('terms', '2025-08-04', [
  { id: 'service', blocks: ['what', { list: 'notes', items: ['notLawFirm', 'noGuarantee', 'independent'] }] },
  { id: 'fees', blocks: [{ list: 'items', items: ['fee', 'before', 'included', 'extra', 'card'] }] },
  { id: 'finalSales', blocks: ['text'] },
  {
    id: 'responsibilities',
    blocks: ['intro', { list: 'items', items: ['accurate', 'documents', 'respond', 'inform'] }, 'false'],
  },
  { id: 'communications', blocks: ['channels', 'platform'] },
  { id: 'liability', blocks: ['limit', 'rights'] },
  { id: 'law', blocks: ['text'] },
  { id: 'changes', blocks: ['text'] },
  { id: 'contact', blocks: ['text'] },
] as const);
