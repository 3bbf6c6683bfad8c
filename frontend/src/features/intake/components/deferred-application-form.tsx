import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { APPLICATION_FORM_ID } from '@/config/paths';
import { takeDraftLink } from '../lib/draft-link';

type FormState = { status: 'waiting' | 'loading' | 'failed' } | { status: 'ready'; Form: ComponentType };

/** How far below (or above) the screen the placeholder may be when the form's code is fetched. */
const NEAR_SCREEN = '800px 0px';

/**
 * The application form, fetched when its section is on screen or near it: its code (form
 * library, schemas, select lists) is not part of the home page's first load, which the visitor
 * reads from the top. The observer reports the placeholder's position as soon as it watches, so
 * a visitor who scrolled (or followed /#application-form, or came back to the page) before the app
 * ran gets the form too. If the code cannot be fetched, the placeholder says so and offers a retry.
 */
export function DeferredApplicationForm() {
  const { t } = useTranslation('intake');
  const placeholder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FormState>({ status: 'waiting' });
  const live = useRef(true);

  const load = useCallback(() => {
    setState((current) => (current.status === 'ready' || current.status === 'loading' ? current : { status: 'loading' }));
    import('./application-form').then(
      (module) => live.current && setState({ status: 'ready', Form: module.ApplicationForm }),
      () => live.current && setState({ status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    live.current = true;
    // A link from the resume e-mail: the form is wanted now, and the page goes to it.
    if (takeDraftLink(APPLICATION_FORM_ID)) {
      document.getElementById(APPLICATION_FORM_ID)?.scrollIntoView();
      load();
      return () => {
        live.current = false;
      };
    }
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live.current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      live.current = false;
      observer.disconnect();
    };
  }, [load]);

  if (state.status === 'ready') return <state.Form />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="flex min-h-[32rem] flex-col items-center justify-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-800">
        <p>{t('application.loadFailed')}</p>
        <Button type="button" onClick={load}>
          {t('application.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={placeholder}
      aria-busy="true"
      className="flex min-h-[32rem] items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-500"
    >
      {t('application.loading')}
    </div>
  );
}
