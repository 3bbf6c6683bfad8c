import type { AdminApplication, Application, CaseReview, DraftFields, DraftSave } from '@reactivation/contracts';
import type { CaseRowExtras } from './admin/admin-case-row';
import type { FieldsIn } from './case-fields';

/*
 * The contracts' schemas, shared with the front end, keep their own rules and messages per field;
 * which fields they hold is checked here against case-fields.ts, at compile time. A field declared
 * for a shape that its schema lacks (or a schema field nobody declared) fails `tsc` on the line
 * of that shape, naming the field:
 *   Type '{ declaredOnly: "city"; inSchemaOnly: never; }' does not satisfy the constraint '"same"'.
 * The value types are checked where the shapes meet: the intake hands the schemas' output to
 * `NewCase`, and the admin view is returned as `AdminApplication`.
 */

type SameKeys<Declared extends PropertyKey, Schema extends PropertyKey> = [
  Exclude<Declared, Schema>,
  Exclude<Schema, Declared>,
] extends [never, never]
  ? 'same'
  : { declaredOnly: Exclude<Declared, Schema>; inSchemaOnly: Exclude<Schema, Declared> };

type Within<Part extends PropertyKey, Whole extends PropertyKey> = [Exclude<Part, Whole>] extends [never]
  ? 'same'
  : { notIn: Exclude<Part, Whole> };

type Expect<T extends 'same'> = T;

/** The home form's answers (`applicationSchema`); its draft token is the request's, not the case's. */
export type HomeFormFields = Expect<SameKeys<FieldsIn<'home'>, keyof Application>>;

/** The case-review wizard's answers (`caseReviewSchema`); its text-message consent is texting's, not a case field. */
export type ReviewFields = Expect<SameKeys<FieldsIn<'review'>, Exclude<keyof CaseReview, 'textConsent'>>>;

/** Whatever a journey asks is stored. */
export type AnswersStored = Expect<Within<FieldsIn<'home'> | FieldsIn<'review'>, FieldsIn<'insert'>>>;

/** The draft of the home form (`draftSaveSchema`): the e-mail beside the `fields`. */
export type DraftShape = Expect<SameKeys<FieldsIn<'draft'>, keyof DraftFields | keyof Pick<DraftSave, 'email'>>>;

/** A draft holds nothing the home form does not ask. */
export type DraftOfHomeForm = Expect<Within<FieldsIn<'draft'>, FieldsIn<'home'>>>;

/** The admin view (`adminApplicationSchema`), beside what the list works out for a row (`CaseRowExtras`). */
export type AdminView = Expect<SameKeys<FieldsIn<'admin'>, Exclude<keyof AdminApplication, keyof CaseRowExtras>>>;
