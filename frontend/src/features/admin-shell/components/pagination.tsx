import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type PaginationProps = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** "Назад" / "Вперёд" through the list; the next page is the one the server's Link header names. */
export function Pagination({ page, hasPrevious, hasNext, onPrevious, onNext }: PaginationProps) {
  const { t } = useTranslation('admin');
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-700">{t('pagination.page', { page })}</span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
