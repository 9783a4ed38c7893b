import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | undefined;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  /** Lets the parent focus the input (first invalid field). */
  id?: string;
  /** Bumped by the parent to empty the native input after a successful add. */
  resetKey?: number;
}

/** File picker for images only, with a preview of the chosen file and the upload's progress. */
export function ImagePicker({ label, file, onFile, error, progress, id, resetKey = 0 }: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        key={resetKey}
        id={inputId}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className={`block w-full rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-sky-50 file:px-3 file:py-2.5 file:font-semibold file:text-sky-700 hover:file:bg-sky-100 ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && (
        <img src={preview} alt={t('dash.upload.preview')} className="mt-3 h-32 w-auto max-w-full rounded-lg border border-slate-200 object-cover" />
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
