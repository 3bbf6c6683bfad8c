import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { blockKey, sectionAnchor, type PolicyPageId, type PolicySection } from '../data/policy';

export type PolicyTocProps = {
  page: PolicyPageId;
  sections: readonly PolicySection[];
};

/**
 * Links to each numbered section. Router links (not bare hash links) let the router record the
 * scroll position, so Back returns to where the reader was; the router scrolls to the section.
 */
export function PolicyToc({ page, sections }: PolicyTocProps) {
  const { t } = useTranslation('legal');
  return (
    <nav aria-labelledby="policy-toc-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="policy-toc-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {t('shared.toc')}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => {
          const anchor = sectionAnchor(section.id);
          return (
            <li key={section.id}>
              <Link
                to={`#${anchor}`}
                // The next Tab continues inside the section, as after a native jump to an anchor.
                onClick={() => document.getElementById(anchor)?.focus({ preventScroll: true })}
                className="flex gap-2 rounded-sm py-1 text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
              >
                <span className="min-w-6 shrink-0 text-brand-700 tabular-nums">{index + 1}.</span>{' '}
                {t(blockKey(page, section.id, 'title'))}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
