import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

export type CaseReviewOutcome = { kind: 'success'; caseNumber: string } | { kind: 'failure' };

/** The SPEC §8 success and failure messages, as an alert dialog rather than window.alert. */
export function CaseReviewOutcomeDialog({ outcome, onClose }: { outcome: CaseReviewOutcome | null; onClose: () => void }) {
  const { t } = useTranslation('intake');
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      {outcome && (
        <DialogContent
          role="alertdialog"
          hideClose
          title={outcome.kind === 'success' ? t('caseReview.success.title') : t('caseReview.failure.title')}
          description={
            outcome.kind === 'success'
              ? `${t('caseReview.success.body')}${outcome.caseNumber}`
              : t('caseReview.failure.body')
          }
        >
          {outcome.kind === 'success' && <p className="mt-3 text-slate-700">{t('caseReview.success.next')}</p>}
          <DialogFooter>
            <DialogClose asChild>
              <Button>{t('caseReview.ok')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
