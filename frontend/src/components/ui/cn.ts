/**
 * Joins class names, skipping falsy parts. There is no tailwind-merge in this project, so a
 * `className` passed to a component is appended, not merged: to override a utility the
 * component already sets, prefer a variant prop or an `!important` utility (`!px-0`).
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
