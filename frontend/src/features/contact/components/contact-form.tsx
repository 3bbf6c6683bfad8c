import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_PLATFORM_VALUES,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
  type MessageKey,
} from '@reactivation/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlatformSelectField } from '@/components/forms/platform-select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { sendContactMessage } from '../api/send-contact-message';

type Field = 'name' | 'email' | 'phone' | 'platform' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'platform', 'subject', 'message'];
const isField = (value: string): value is Field => (FIELDS as readonly string[]).includes(value);

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', platform: undefined, subject: '', message: '' };

/** Errors the server sent are already in the visitor's language; the schema's are message keys. */
const SERVER_ERROR = 'server';

/** The /contact form (SPEC §3, §5): checked with the shared schema, sent to POST /api/contact. */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const { t: message } = useTranslation('validation');
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    // Checked on submit only; an edited field just loses its error (SPEC §5), as in the intake forms.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  // Only when there is one: clearing re-renders the form, which would happen on every keystroke.
  const clearError = (field: Field) => {
    if (form.getFieldState(field).error) form.clearErrors(field);
  };

  const errorOf = (field: Field) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR ? error.message : message(error.message as MessageKey);
  };

  const send = async (values: ContactMessage) => {
    try {
      await sendContactMessage({ ...values, locale: currentLanguage(i18n) });
      toast({ title: t('form.success.title'), description: t('form.success.description'), variant: 'success' });
      form.reset(EMPTY);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([field]) => isField(field)) : [];
      if (fieldErrors.length > 0) {
        fieldErrors.forEach(([field, text], index) =>
          form.setError(field as Field, { type: SERVER_ERROR, message: text }, { shouldFocus: index === 0 }),
        );
        return;
      }
      const serverMessage = error instanceof ApiError ? error.body?.message : undefined;
      toast({ title: t('form.failure.title'), description: serverMessage ?? t('form.failure.fallback'), variant: 'destructive' });
    }
  };

  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-slate-600">{t('form.optional')}</span>
    </>
  );
  const text = (field: 'name' | 'email' | 'phone' | 'subject', type: string, autoComplete?: string) => (
    <FormField
      id={`contact-${field}`}
      label={field === 'phone' ? optional(t('form.fields.phone')) : t(`form.fields.${field}`)}
      required={field !== 'phone'}
      error={errorOf(field)}
      className={field === 'subject' ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete={autoComplete}
          {...form.register(field, { onChange: () => clearError(field) })}
        />
      )}
    </FormField>
  );

  return (
    <form
      // Only ever sent by the app; POST keeps a visitor's details out of the address if a browser
      // ran no script at all (a tap before the app runs is held and replayed: lib/early-input.ts).
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-busy={isSubmitting}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">{t('form.intro')}</p>
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel')}
      <PlatformSelectField
        control={form.control}
        name="platform"
        id="contact-platform"
        label={optional(t('form.fields.platform'))}
        error={errorOf('platform')}
        platforms={CONTACT_PLATFORM_VALUES}
        platformName={(value) => t(`form.platforms.${value}`)}
        placeholder={t('form.fields.platformPlaceholder')}
        onPicked={() => clearError('platform')}
      />
      {text('subject', 'text')}
      <FormField
        id="contact-message"
        label={t('form.fields.message')}
        required
        hint={t('form.fields.messageHint')}
        error={errorOf('message')}
        className="sm:col-span-2"
      >
        {(control) => <Textarea {...control} rows={6} {...form.register('message', { onChange: () => clearError('message') })} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
