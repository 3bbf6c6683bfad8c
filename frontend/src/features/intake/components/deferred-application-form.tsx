import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The application form, fetched when its section comes near the screen (or at once when the
 * address points at it): its code (form library, schemas, select lists) is not part of the
 * home page's first load, which the visitor reads from the top.
 */
export function DeferredApplicationForm() {
  const { t } = useTranslation('intake');
  const placeholder = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void import('./application-form').then((module) => {
        if (live) setForm(() => module.ApplicationForm);
      });
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.location.hash === '#application-form') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);

  if (Form) return <Form />;
  return (
    <div ref={placeholder} aria-busy="true" className="min-h-[32rem] rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-500">
      {t('application.loading')}
    </div>
  );
}
