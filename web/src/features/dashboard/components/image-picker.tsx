import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { useWord, type Message } from '../../../lib/message';
import type { ImageField } from './use-image-field';

interface Props {
  label: string;
  /** The picture's state (useImageField): chosen file, preview, progress. */
  field: ImageField;
  onFile: (file: File | null) => void;
  /** An error from the form's checks or the server; else the field's own (not an image). */
  error?: Message | undefined;
  /** Lets the parent focus the input (first invalid field). */
  id?: string;
}

/** File picker for images only, with a preview of the chosen picture and the upload's progress. */
export function ImagePicker({ label, field, onFile, error, id }: Props) {
  const { t } = useTranslation();
  const word = useWord();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const shownError = word(error ?? field.fileError, { field: label });
  const { progress } = field;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        key={field.resetKey}
        id={inputId}
        type="file"
        accept="image/*"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className={`block w-full rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-sky-50 file:px-3 file:py-2.5 file:font-semibold file:text-sky-700 hover:file:bg-sky-100 ${
          shownError ? 'border-red-500' : 'border-slate-300'
        }`}
      />
      {shownError && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      )}
      {field.preview && !shownError && (
        <img src={field.preview} alt={t('dash.upload.preview')} className="mt-3 h-32 w-auto max-w-full rounded-lg border border-slate-200 object-cover" />
      )}
      {progress !== null && (
        <div className="mt-3">
          <progress value={progress} max={1} className="h-2 w-full overflow-hidden rounded accent-sky-600" aria-labelledby={`${inputId}-progress`} />
          <p id={`${inputId}-progress`} className="mt-1 text-sm text-slate-600" aria-live="polite">
            {t('dash.upload.progress', { percent: Math.round(progress * 100) })}
          </p>
        </div>
      )}
    </div>
  );
}
