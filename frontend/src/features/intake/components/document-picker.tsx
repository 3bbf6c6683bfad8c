import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { DOCUMENT_ACCEPT, partitionDocuments } from '../lib/file-rules';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Several documents by picker or drag and drop, each removable; refused ones dropped with the SPEC §8 toast. */
export function DocumentPicker({ files, onChange, disabled }: Props) {
  const { t } = useTranslation('intake');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const add = (picked: Iterable<File>) => {
    const { accepted, rejected } = partitionDocuments(picked);
    if (rejected.length > 0) {
      toast({ title: t('application.files.rejectedTitle'), description: t('application.files.rejectedBody'), variant: 'destructive' });
    }
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <label htmlFor={inputId} className="font-medium text-slate-800">
          {t('application.files.label')}
        </label>
        <p className="text-sm text-slate-600">{t('application.files.hint')}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = ''; // the same file can be picked again after removal
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          {t('application.files.choose')}
        </Button>
      </div>
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('application.files.listLabel')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
              <span className="truncate text-sm text-slate-800">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={t('application.files.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, position) => position !== index))}
              >
                {t('application.files.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
