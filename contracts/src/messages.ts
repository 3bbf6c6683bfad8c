import en from './messages/en.json';
import es from './messages/es.json';
import type { Locale } from './locales';

/** Texts for the message keys the schemas and the API use, per language. */
export const MESSAGES = { en, es } as const;
export type MessageCatalog = typeof en;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every key that names a text, such as "email.invalid". */
export type MessageKey = Leaves<MessageCatalog>;

/** The text of a key in a language; an unknown key is returned as is so that nothing is hidden. */
export function translate(locale: Locale, key: string): string {
  let node: unknown = MESSAGES[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}
