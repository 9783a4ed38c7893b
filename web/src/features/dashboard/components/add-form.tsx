import type { ReactNode } from 'react';
import { IMAGE_FIELD } from '../lib/api-error';
import { fieldId, FormFields } from './form-fields';
import { ImagePicker } from './image-picker';
import { Notice } from './notice';
import { mainButton } from './row-buttons';
import type { useEntityForm } from './use-entity-form';

interface Props {
  form: ReturnType<typeof useEntityForm>;
  submitLabel: string;
  /** The label of the form's picture picker (when the form has an image field). */
  imageLabel?: string;
  columns?: 1 | 2 | 3;
  /** Names the form for screen readers (its panel heading). */
  label?: string;
  /** A button beside submit (e.g. Cancel on an edit panel). */
  secondary?: ReactNode;
}

/** A dashboard add form: fields with their errors, the result message, and the submit button. */
export function AddForm({ form, submitLabel, imageLabel = '', columns = 2, label, secondary }: Props) {
  const { image } = form;
  const locked = form.busy || form.done;
  return (
    <form noValidate aria-label={label} onSubmit={(e) => void form.onSubmit(e)} className="space-y-5" aria-busy={form.busy}>
      <FormFields fields={form.fields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix={form.idPrefix} disabled={locked} columns={columns} />
      {image && (
        <ImagePicker
          id={fieldId(form.idPrefix, IMAGE_FIELD)}
          label={imageLabel}
          file={image.file}
          onFile={form.chooseImage}
          error={form.errors[IMAGE_FIELD]}
          progress={image.progress}
          resetKey={image.resetKey}
        />
      )}
      <Notice notice={form.notice} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${mainButton} w-full sm:w-auto`} disabled={locked}>
          {submitLabel}
        </button>
        {secondary}
      </div>
    </form>
  );
}
