import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { BLOG_CATEGORIES } from '../lib/types';

/** SPEC §2: rounded buttons, All first; the selected one is highlighted and announced as pressed. */
export function CategoryFilter({ selected, onSelect }: { selected: string | null; onSelect: (category: string | null) => void }) {
  const { t } = useTranslation('blog');
  const options: Array<{ value: string | null; label: string }> = [
    { value: null, label: t('all') },
    ...BLOG_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
  ];
  return (
    <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <button
            key={option.value ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
