import { useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CaseStatusView } from '@/features/case-status/components/case-status-view';
import { registerNamespace } from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';
import en from '@/locales/en/case-status.json';
import es from '@/locales/es/case-status.json';

registerNamespace('caseStatus', { en, es });

// A cache of its own for each visit: coming back to the page reads the case again rather than
// showing the status seen earlier, while reads keep the site's settings (no retries, no refetch on focus).
const caseSwrConfig = { ...swrConfig, provider: () => new Map() };

/** /case/:token: the client's view of their case's progress (no login; English and Spanish). */
export default function CaseStatusPage() {
  const { token = '' } = useParams();
  return (
    <SWRConfig value={caseSwrConfig}>
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <CaseStatusView token={token} />
      </div>
    </SWRConfig>
  );
}
