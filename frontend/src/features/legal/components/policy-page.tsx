import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FEE_TEXT } from '@/lib/fee';
import type { PolicyDefinition } from '../data/policy';
import { PolicyContact } from './policy-contact';
import { PolicySectionView } from './policy-section';
import { PolicyToc } from './policy-toc';

/**
 * The frame of every policy page: title, last-updated date, a summary, a table of contents
 * (a sticky side column on wide screens), the numbered sections and a contact box.
 */
export function PolicyPage({ policy }: { policy: PolicyDefinition }) {
  const { t } = useTranslation('legal');
  const { page, sections, updatedIso } = policy;
  useScrollToLinkedSection();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:gap-x-12 lg:px-8 lg:py-14">
      <header className="max-w-3xl lg:col-start-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{t(`${page}.title`)}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {t('shared.lastUpdated')} <time dateTime={updatedIso}>{t(`${page}.updated`)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`${page}.intro`)}</p>
        <p className="mt-6 rounded-r-lg border-l-4 border-brand-600 bg-slate-50 py-3 pr-4 pl-4 leading-relaxed text-slate-800">
          <strong className="font-semibold text-slate-900">{t(`${page}.summaryLabel`)}</strong> {t(`${page}.summary`, { fee: FEE_TEXT })}
        </p>
      </header>

      <div className="mt-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0">
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
          <PolicyToc page={page} sections={sections} />
        </div>
      </div>

      <div className="mt-10 max-w-3xl space-y-10 leading-relaxed text-slate-700 lg:col-start-2">
        {sections.map((section, index) => (
          <PolicySectionView key={section.id} page={page} section={section} number={index + 1} />
        ))}
        <PolicyContact page={page} />
      </div>
    </div>
  );
}

/**
 * A link such as /privacy#retention opened directly: when the page's code arrives after the
 * router's first scroll (no prerendered HTML), the section did not exist yet and the page sits
 * at the top. Only then is the jump made here; a restored or already made scroll is left alone.
 */
function useScrollToLinkedSection() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || window.scrollY !== 0) return;
    document.getElementById(id)?.scrollIntoView();
  }, []);
}
