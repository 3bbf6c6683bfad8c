import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import ru from '@/locales/ru/admin-outcomes.json';

/** The outcome's texts (Russian only, like the rest of the panel), registered where they are used. */
registerNamespace('adminOutcomes', { en: ru, es: ru });

export function useOutcomeTexts() {
  return useTranslation('adminOutcomes');
}
