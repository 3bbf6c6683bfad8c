import type { ParseKeys } from 'i18next';

/** Every key of the `legal` namespace, as the English catalog defines them. */
export type LegalKey = ParseKeys<'legal'>;

/** The four policy pages; each is a top-level object of the `legal` namespace. */
export type PolicyPageId = 'privacy' | 'terms' | 'refund' | 'termsConditions';

/**
 * A block of a section: a paragraph (the key under the section) or a list whose items are keys
 * under `<section>.<list>`. Ordered lists are steps to follow in turn.
 */
export type PolicyBlock = string | { readonly list: string; readonly items: readonly string[]; readonly ordered?: boolean };

export type PolicySection = { readonly id: string; readonly blocks: readonly PolicyBlock[] };

export type PolicyDefinition<P extends PolicyPageId = PolicyPageId> = {
  readonly page: P;
  /** ISO date for <time dateTime>; the visible date is a translated string. */
  readonly updatedIso: string;
  readonly sections: readonly PolicySection[];
};

type BlockKeys<P extends string, S extends string, B> = B extends string
  ? `${P}.sections.${S}.${B}`
  : B extends { readonly list: infer L extends string; readonly items: readonly (infer I extends string)[] }
    ? `${P}.sections.${S}.${L}.${I}`
    : never;

/** Keeps a section as written when all its keys exist in the catalog; otherwise turns it into `never`. */
type CheckedSections<P extends string, T extends readonly PolicySection[]> = {
  readonly [N in keyof T]: T[N] extends { readonly id: infer S extends string; readonly blocks: readonly (infer B)[] }
    ? [`${P}.sections.${S}.title` | BlockKeys<P, S, B>] extends [LegalKey]
      ? T[N]
      : never
    : never;
};

/**
 * Declares a policy page. The compiler checks that every key the sections lead to exists in the
 * English catalog, so the component may build the keys as strings.
 */
export function definePolicy<P extends PolicyPageId, const T extends readonly PolicySection[]>(
  page: P,
  updatedIso: string,
  sections: T & CheckedSections<P, T>,
): PolicyDefinition<P> {
  return { page, updatedIso, sections };
}

/** The id of a section in the page (and in the URL hash): `noGuarantee` becomes `no-guarantee`. */
export function sectionAnchor(sectionId: string): string {
  return sectionId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The catalog key of a block inside a section; see PolicyBlock. */
export function blockKey(page: PolicyPageId, sectionId: string, ...path: string[]): LegalKey {
  return [page, 'sections', sectionId, ...path].join('.') as LegalKey;
}

/** The policy pages in the order they are listed as related pages; each id is also a route key. */
export const policyPageIds = ['privacy', 'terms', 'refund', 'termsConditions'] as const satisfies readonly PolicyPageId[];
