import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillMacro, isAllowedStatusChange, macroValues, type AdminApplication, type StaffMacro } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMacros, useStatusLabel } from '@/features/admin-shell';
import { applyMacro } from '../api/case-room';
import { useCaseFileSend } from '../hooks/use-case-file-send';

export type MacroPickerProps = {
  application: AdminApplication;
  /** The client's room link, for `{{roomLink}}`. */
  statusUrl: string;
  /** Puts the filled text into the message box, for staff to edit and send. */
  onInsert: (text: string) => void;
};

/**
 * «Вставить шаблон»: a saved reply in the case's language with the case's facts filled in (contracts'
 * macroValues, as the server fills it), inserted into the message box; a macro with actions can be
 * applied in one call instead (the server fills and sends its text itself).
 */
export function MacroPicker({ application, statusUrl, onInsert }: MacroPickerProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const statusLabel = useStatusLabel();
  const [open, setOpen] = useState(false);
  const macros = useMacros(open);
  const [chosenId, setChosenId] = useState('');
  const [sendText, setSendText] = useState(true);
  const { busy, error, send } = useCaseFileSend();

  const chosen: StaffMacro | undefined = macros.data?.find((macro) => macro.id === chosenId);
  const values = macroValues({
    firstName: application.firstName,
    caseNumber: application.caseNumber,
    platform: application.platform,
    appealDueOn: application.appealDueOn,
    locale: application.locale,
    roomLink: statusUrl,
  });
  const text = chosen ? fillMacro(application.locale === 'es' ? chosen.textEs : chosen.textEn, values) : '';
  const hasActions = chosen ? chosen.documentRequests.length > 0 || chosen.targetStatus !== null : false;
  const moveAllowed = !chosen?.targetStatus || isAllowedStatusChange(application.status, chosen.targetStatus);

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)} aria-expanded={false}>
        {t('caseMessages.insertMacro')}
      </Button>
    );
  }

  const apply = async () => {
    if (!chosen || busy) return;
    if (await send('Applying a macro', () => applyMacro(application.id, chosen.id, sendText), t('caseMessages.applied'))) {
      setChosenId('');
      setOpen(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('caseMessages.insertMacro')}
        </h3>
        <Button type="button" variant="outline" size="sm" aria-expanded onClick={() => setOpen(false)}>
          {t('caseMessages.closeMacros')}
        </Button>
      </div>
      {macros.error && !macros.data ? (
        <p role="alert" className="text-sm text-red-700">
          {t('caseMessages.macrosError')}
        </p>
      ) : macros.data && macros.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('caseMessages.noMacros')}</p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-macro`}>{t('caseMessages.macroLabel')}</Label>
          <Select
            id={`${id}-macro`}
            value={chosenId}
            placeholder={t('caseMessages.macroPlaceholder')}
            disabled={!macros.data}
            onValueChange={setChosenId}
            options={(macros.data ?? []).map((macro) => ({ value: macro.id, label: macro.titleRu }))}
          />
        </div>
      )}
      {chosen && (
        <>
          <div>
            <p className="text-sm text-slate-700">
              {t('caseMessages.preview', { language: t(`caseMessages.languages.${application.locale}`) })}
            </p>
            <p
              lang={application.locale}
              data-testid="macro-preview"
              className="mt-1 max-h-48 overflow-y-auto rounded-md bg-white p-3 text-sm break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
            >
              {text}
            </p>
          </div>
          <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => onInsert(text)}>
            {t('caseMessages.insert')}
          </Button>
          {hasActions && (
            <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
              <p className="text-sm font-medium text-slate-800">{t('caseMessages.actions')}</p>
              <ul className="list-disc pl-5 text-sm text-slate-800">
                {chosen.documentRequests.length > 0 && (
                  <li>
                    {t('caseMessages.requests', {
                      items: chosen.documentRequests.map((item) => `«${item[application.locale]}»`).join(', '),
                    })}
                  </li>
                )}
                {chosen.targetStatus && <li>{t('caseMessages.moves', { status: statusLabel(chosen.targetStatus) })}</li>}
              </ul>
              {!moveAllowed && chosen.targetStatus ? (
                <p role="status" className="text-sm font-medium text-amber-800">
                  {t('caseMessages.moveNotAllowed', { status: statusLabel(chosen.targetStatus), current: statusLabel(application.status) })}
                </p>
              ) : (
                <>
                  <div className="flex items-center gap-2">
                    <Checkbox id={`${id}-send`} checked={sendText} onCheckedChange={setSendText} />
                    <Label htmlFor={`${id}-send`}>{t('caseMessages.sendText')}</Label>
                  </div>
                  {error && (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      {error}
                    </p>
                  )}
                  <Button type="button" size="sm" className="self-start" busy={busy} onClick={() => void apply()}>
                    {busy ? t('caseMessages.applying') : t('caseMessages.apply')}
                  </Button>
                </>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
