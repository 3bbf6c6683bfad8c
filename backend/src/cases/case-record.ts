import type { CaseView } from './case-fields';

/** A case as other modules see it: the `record` fields of case-fields.ts, and how many documents it came with. */
export type CaseRecord = CaseView<'record'> & { documentCount: number };
