import { useParams, useSearchParams } from 'react-router-dom';
import { SATISFACTION_SCORES_FROM_LINK, SatisfactionPage } from '@/features/satisfaction';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/satisfaction.json';
import es from '@/locales/es/satisfaction.json';

registerNamespace('satisfaction', { en, es });

/** /feedback/:token: the closing e-mail's question, in the client's language (the link carries `?lang`). */
export default function SatisfactionRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const score = Number(params.get('score'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <SatisfactionPage token={token} initialScore={SATISFACTION_SCORES_FROM_LINK.includes(score) ? score : null} />
    </div>
  );
}
