import type { Locale } from '@reactivation/contracts';

/** What a client's reply asks for: the carriers' keywords and their Spanish words (ADR 0035). */
export type TextKeyword = 'stop' | 'start' | 'help';

const STOP = ['stop', 'stopall', 'quit', 'end', 'revoke', 'opt out', 'optout', 'cancel', 'unsubscribe', 'parar', 'para', 'cancelar', 'baja', 'alto', 'detener'];
/** Sentences that say stop in other words: "please stop texting me", "no más mensajes", "dejen de escribirme". */
const STOP_PHRASES = [
  /\bstop\b/,
  /\bunsubscribe\b/,
  /\bdo not (text|message|contact)\b/,
  /\bdon'?\s?t (text|message|contact)\b/,
  /\bno more (texts|messages)\b/,
  /\bno (me )?(escriban|envíen|envien|manden)\b/,
  /\bno m[aá]s mensajes\b/,
  /\bdejen de\b/,
  /\bdar(me)? de baja\b/,
];
const START = ['start', 'unstop', 'yes', 'subscribe', 'resume', 'iniciar', 'comenzar', 'alta', 'si', 'sí'];
const HELP = ['help', 'info', 'ayuda'];
const SPANISH = new Set(['parar', 'para', 'cancelar', 'baja', 'alto', 'detener', 'iniciar', 'comenzar', 'alta', 'si', 'sí', 'ayuda']);

/** The keyword a reply is, and the language its word is in (null: the word is the same in both); null for any other reply. */
export function keywordOf(body: string): { keyword: TextKeyword; locale: Locale | null } | null {
  const text = body
    .trim()
    .toLowerCase()
    .replace(/[.!¡?¿,;:"']+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const locale = /[ñáéíóú]|\b(mensajes|escriban|envien|manden|dejen|baja)\b/.test(text) ? 'es' : null;
  if (STOP.includes(text)) return { keyword: 'stop', locale: SPANISH.has(text) ? 'es' : null };
  if (START.includes(text)) return { keyword: 'start', locale: SPANISH.has(text) ? 'es' : null };
  if (HELP.includes(text)) return { keyword: 'help', locale: SPANISH.has(text) ? 'es' : null };
  if (STOP_PHRASES.some((phrase) => phrase.test(text))) return { keyword: 'stop', locale };
  return null;
}
