import { useTranslation } from 'react-i18next';
import type { CaseMessage, Locale } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { ReplyTimeNotice } from '@/features/reply-times';
import { useSeenReplies } from '../hooks/use-seen-replies';
import { formatMoment } from '../lib/format';
import { CaseMessageForm } from './case-message-form';

export type CaseMessagesProps = {
  token: string;
  messages: readonly CaseMessage[];
  locale: Locale;
  onSent: (message: CaseMessage) => void;
};

/**
 * The thread between the client and staff (staff shown as "our team", never by name), and a reply
 * box. A staff reply on screen is reported seen (useSeenReplies); the others are e-mailed later.
 */
export function CaseMessages({ token, messages, locale, onSent }: CaseMessagesProps) {
  const { t } = useTranslation('caseStatus');
  const replyRef = useSeenReplies(token, messages);
  return (
    <section aria-labelledby="case-messages-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="case-messages-title" className="text-xl font-bold text-slate-900">
        {t('messages.title')}
      </h2>
      <p className="mt-2 text-base text-slate-700">{t('messages.intro')}</p>
      <ReplyTimeNotice locale={locale} className="mt-3 rounded-xl bg-slate-50 p-3" />
      {messages.length === 0 ? (
        <p className="mt-4 text-base text-slate-600">{t('messages.empty')}</p>
      ) : (
        <ol aria-label={t('messages.thread')} className="mt-4 flex flex-col gap-3">
          {messages.map((message) => {
            const mine = message.author === 'client';
            return (
              <li
                key={message.id}
                ref={mine ? undefined : replyRef(message.id)}
                data-author={message.author}
                data-message-id={message.id}
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3',
                  mine
                    ? 'self-end rounded-br-sm bg-brand-700 text-white'
                    : 'self-start rounded-bl-sm bg-slate-100 text-slate-900',
                )}
              >
                <p className={cn('text-sm font-semibold', mine ? 'text-white' : 'text-brand-800')}>
                  {mine ? t('messages.you') : t('messages.team')}
                </p>
                <p className="mt-1 text-base break-words whitespace-pre-wrap">{message.body}</p>
                <p className={cn('mt-1 text-xs', mine ? 'text-brand-50' : 'text-slate-600')}>
                  <time dateTime={message.sentAt}>{formatMoment(message.sentAt, locale)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <CaseMessageForm token={token} locale={locale} onSent={onSent} />
    </section>
  );
}
