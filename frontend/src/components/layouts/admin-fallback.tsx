/**
 * What the staff pages show while the panel's code (its frame included) loads: an empty frame of
 * the panel's colour, with no text, so the public site's header never flashes on a staff page.
 */
export function AdminFallback() {
  return <div lang="ru" aria-busy="true" className="min-h-dvh bg-slate-100" />;
}
