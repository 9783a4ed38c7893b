import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '../api/upload-media';
import { IMAGE_FIELD } from '../lib/api-error';
import type { FieldErrors } from '../lib/fields';

/**
 * The picture of a dashboard form or edited row: the file chosen in its ImagePicker, the checks before
 * anything is sent, and the upload to POST /media with its progress. A form takes it as
 * `useEntityForm({ image })`, its AddForm then shows the picker, and its submit calls `upload()`.
 */
export function useImageField({ requiredText }: { requiredText?: string } = {}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Bumped after a successful add: remounts the native input so it shows no file again.
  const [resetKey, setResetKey] = useState(0);

  /** Uploads the chosen file and resolves its media id (throws UploadError when refused). */
  async function upload(): Promise<number> {
    if (!file) throw new Error('no file chosen');
    setProgress(0);
    try {
      return (await uploadMedia(file, setProgress)).id;
    } finally {
      setProgress(null);
    }
  }

  /** SPEC §5, before sending: a required picture was chosen, and a chosen file is an image (the
   * picker's accept= is only a hint to the file chooser). */
  function check(): FieldErrors {
    const error = !file ? requiredText : file.type.startsWith('image/') ? undefined : t('dash.upload.notImage');
    return error ? { [IMAGE_FIELD]: error } : {};
  }

  function reset() {
    setFile(null);
    setResetKey((k) => k + 1);
  }

  return {
    file,
    setFile,
    progress,
    resetKey,
    upload,
    /** The media id of the chosen file, or null when none was chosen (an optional picture). */
    uploadIfChosen: (): Promise<number | null> => (file ? upload() : Promise.resolve(null)),
    check,
    reset,
  };
}

export type ImageField = ReturnType<typeof useImageField>;
