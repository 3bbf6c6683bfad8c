import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/content/page-hero';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { guideAnchor, loadGuide } from '../lib/guide';
import type { GuideEntry, GuideSource } from '../lib/types';

/** Styles of an entry's HTML (compiled from Markdown at build time). */
const PROSE = [
  'text-base leading-relaxed text-slate-800',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_h5]:mt-4 [&_h5]:mb-2 [&_h5]:font-semibold [&_h5]:text-slate-900',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

function useDate(iso: string): string {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(currentLanguage(i18n) === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function SourceLink({ source }: { source: GuideSource }) {
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className="break-words text-brand-800 underline underline-offset-2">
      {source.title}
    </a>
  );
}

/** One platform or place: its facts, the sources they come from, what could not be confirmed, and when it was checked. */
function EntryCard({ entry }: { entry: GuideEntry }) {
  const { t } = useTranslation('guide');
  const reviewed = useDate(entry.reviewed);
  const headingId = `${guideAnchor(entry.kind, entry.key)}-title`;
  return (
    <section
      id={guideAnchor(entry.kind, entry.key)}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h3 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {entry.name}
      </h3>
      <p className="mt-3 text-slate-700">{entry.summary}</p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        {entry.kind === 'platform' ? (
          <>
            <div>
              <dt className="font-semibold text-slate-900">{t('appealWindow')}</dt>
              <dd className="mt-1 text-slate-700">{entry.appealWindow}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t('officialPage')}</dt>
              <dd className="mt-1">
                <SourceLink source={entry.officialPage} />
              </dd>
            </div>
          </>
        ) : (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-900">{t('office')}</dt>
            <dd className="mt-1">
              <SourceLink source={entry.office} />
            </dd>
          </div>
        )}
      </dl>
      {/* Sanitised at build time (build/guide-content.ts): only headings, paragraphs, lists, emphasis and links. */}
      <div className={`mt-2 ${PROSE}`} dangerouslySetInnerHTML={{ __html: entry.html }} />
      {entry.unconfirmed.length > 0 && (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{t('unconfirmed')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {entry.unconfirmed.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t('sources')}</p>
        <ul className="mt-2 space-y-1.5">
          {entry.sources.map((source) => (
            <li key={source.url}>
              <SourceLink source={source} />
            </li>
          ))}
        </ul>
        <p className="mt-3 text-slate-600">{t('reviewed', { date: reviewed })}</p>
      </div>
    </section>
  );
}

function GuideSections({ entries }: { entries: GuideEntry[] }) {
  const { t } = useTranslation('guide');
  const platforms = entries.filter((entry) => entry.kind === 'platform');
  const places = entries.filter((entry) => entry.kind === 'place');
  return (
    <>
      <nav aria-labelledby="guide-contents" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="guide-contents" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('contents')}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {[
            { id: 'platforms', title: t('platformsTitle'), items: platforms },
            { id: 'places', title: t('placesTitle'), items: places },
          ].map((group) => (
            <div key={group.id}>
              <a href={`#${group.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
                {group.title}
              </a>
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {group.items.map((entry) => (
                  <li key={entry.key}>
                    <a href={`#${guideAnchor(entry.kind, entry.key)}`} className="text-slate-700 underline underline-offset-2 hover:text-brand-800">
                      {entry.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <section id="platforms" aria-labelledby="platforms-title" className="scroll-mt-24 space-y-6">
        <div>
          <h2 id="platforms-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('platformsTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('platformsIntro')}</p>
        </div>
        {platforms.map((entry) => (
          <EntryCard key={entry.key} entry={entry} />
        ))}
      </section>
      <section id="places" aria-labelledby="places-title" className="scroll-mt-24 space-y-6">
        <div>
          <h2 id="places-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('placesTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('placesIntro')}</p>
        </div>
        {places.map((entry) => (
          <EntryCard key={entry.key} entry={entry} />
        ))}
        <p className="text-slate-700">{t('placeOther')}</p>
      </section>
    </>
  );
}

function LoadedGuide() {
  const { i18n } = useTranslation();
  const loading = loadGuide(currentLanguage(i18n));
  // Already loaded (always so in the prerender): drawn at once, without suspending.
  const entries = loading.status === 'fulfilled' ? loading.value! : use(loading as Promise<GuideEntry[]>);
  return <GuideSections entries={entries} />;
}

/** /guide: the notice that this is not legal advice, then every platform and every place. */
export function GuidePage() {
  const { t } = useTranslation('guide');
  return (
    <>
      <PageHero title={t('title')} description={t('subtitle')} />
      <div className="bg-slate-50 pt-8 pb-16 sm:pt-12 sm:pb-24">
        <div className="mx-auto max-w-3xl space-y-10 px-4 sm:px-6 lg:px-8">
          <aside role="note" aria-labelledby="guide-notice" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6">
            <h2 id="guide-notice" className="font-bold">
              {t('notice.title')}
            </h2>
            <p className="mt-2">{t('notice.body')}</p>
          </aside>
          <Suspense fallback={null}>
            <LoadedGuide />
          </Suspense>
          <aside aria-labelledby="guide-cta" className="rounded-2xl bg-brand-700 px-6 py-8 text-white">
            <h2 id="guide-cta" className="text-2xl font-bold">
              {t('cta.title')}
            </h2>
            <p className="mt-3 text-brand-50">{t('cta.body')}</p>
            <Link to={paths.freeCaseReview.getHref()} className={buttonClasses({ className: 'mt-6' })}>
              {t('cta.button')}
            </Link>
          </aside>
        </div>
      </div>
    </>
  );
}
