import { useTranslation } from 'react-i18next';
import type { AdminApplication } from '@reactivation/contracts';
import { guideAnchor, paths } from '@/config/paths';
import { rightsLines } from '@/features/guide';

/** The guide's lines for the case's platform and state, so staff see the client's deadlines and rights context. */
export function CaseRights({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const lines = rightsLines(application.platform, application.state, 'en');
  if (lines.length === 0) return <p className="text-sm text-slate-700">{t('detail.rights.none')}</p>;
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-3">
        {lines.map((line) => (
          <li key={`${line.kind}-${line.key}`} lang="en" data-rights-line={line.key}>
            <p className="text-slate-900">
              <strong>{line.name}:</strong> {line.summary}
            </p>
            <a
              href={paths.guide.getHref(guideAnchor(line.kind, line.key))}
              target="_blank"
              rel="noreferrer"
              lang="ru"
              className="text-brand-700 underline underline-offset-2"
            >
              {t('detail.rights.link', { name: line.name })}
            </a>
          </li>
        ))}
      </ul>
      {!application.state && <p className="text-slate-600">{t('detail.rights.noState')}</p>}
      <p className="text-slate-500">{t('detail.rights.language')}</p>
    </div>
  );
}
