import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import ru from '@/locales/ru/admin-outcomes.json';

/** The report's texts (Russian only, like the rest of the panel), shared with the case file's outcome texts. */
registerNamespace('adminOutcomes', { en: ru, es: ru });

export function useReportTexts() {
  return useTranslation('adminOutcomes');
}
