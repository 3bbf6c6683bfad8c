/**
 * The shared look of text-like controls. aria-invalid drives the red border, so it follows
 * both the `invalid` prop and a FormField's aria-invalid. Focus uses the global ring.
 */
export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700';
