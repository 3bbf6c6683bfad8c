import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { guideAnchor, paths } from '@/config/paths';
import { currentLanguage, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/guide.json';
import es from '@/locales/es/guide.json';
import { rightsLines } from '../lib/guide';

registerNamespace('guide', { en, es });

export type RightsHintProps = {
  /** The platform as the form holds it (a home-form value or a wizard name). */
  platform: string | null | undefined;
  /** The state the worker works in (postal code), when chosen. */
  state: string | null | undefined;
};

/**
 * The one or two lines of the deadlines and rights guide that apply once the platform (and the
 * state) are known, each with a link to its entry; nothing location-specific without a state.
 */
export function RightsHint({ platform, state }: RightsHintProps) {
  const { t, i18n } = useTranslation('guide');
  const lines = rightsLines(platform, state, currentLanguage(i18n));
  if (lines.length === 0) return null;
  return (
    <aside aria-labelledby="rights-hint-title" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <h3 id="rights-hint-title" className="font-semibold text-slate-900">
        {t('hint.title')}
      </h3>
      <ul className="mt-2 space-y-2">
        {lines.map((line) => (
          <li key={`${line.kind}-${line.key}`} data-rights-line={line.key}>
            <p>
              <strong>{line.name}:</strong> {line.summary}
            </p>
            <Link
              to={paths.guide.getHref(guideAnchor(line.kind, line.key))}
              target="_blank"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {t('hint.linkFor', { name: line.name })}
            </Link>
          </li>
        ))}
      </ul>
      {!state && <p className="mt-2 text-slate-600">{t('hint.noState')}</p>}
    </aside>
  );
}
