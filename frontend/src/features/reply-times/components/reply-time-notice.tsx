import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { availabilitySchema, nextOpening, type Availability, type Locale } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { apiRequest } from '@/lib/api-client';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/reply-times.json';
import es from '@/locales/es/reply-times.json';
import { backAt, waitUnit } from '../lib/reply-time-text';

registerNamespace('replyTimes', { en, es });

const MINUTE_MS = 60_000;

/** GET /api/availability: the working week and the median first reply, computed by the server from the messages. */
function getAvailability(): Promise<Availability> {
  return apiRequest('/api/availability', { schema: availabilitySchema });
}

/** The time now, moved on every minute, so "back at" changes while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Honest reply times (ADR 0037), in the chat widget and the case room: whether staff are in now
 * or when they are back (worked out on this device's clock from the working week), and the median
 * time staff took to answer a first message over the last 7 days. Nothing until it has loaded, and
 * nothing if it cannot: the figure is a courtesy, never in the way.
 */
export function ReplyTimeNotice({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useTranslation('replyTimes');
  const { data } = useSWR('/api/availability', getAvailability, { revalidateOnFocus: false });
  const now = useMinuteClock();
  if (!data) return null;
  const opening = nextOpening(now, data.hours);
  const back = opening ? backAt(opening, now, locale) : null;
  const wait = data.medianFirstReplyMinutes === null ? null : waitUnit(data.medianFirstReplyMinutes);
  return (
    <div data-testid="reply-time" data-open={opening ? 'false' : 'true'} className={cn('text-sm text-slate-700', className)}>
      <p className="font-semibold text-slate-900">
        {back
          ? t('away', { day: back.day === 'weekday' ? t('onWeekday', { weekday: back.weekday }) : t(back.day), time: back.time })
          : t('in')}
      </p>
      {wait && <p data-testid="reply-time-median">{t('median', { wait: t(wait.unit, { count: wait.count }) })}</p>}
      {back && <p>{t('leaveMessage')}</p>}
    </div>
  );
}
