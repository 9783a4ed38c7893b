import { useEffect, useRef, useState } from 'react';
import { uploadMedia, UploadError } from '../api/upload-media';
import { IMAGE_FIELD } from '../lib/api-error';
import type { FieldErrors } from '../lib/fields';
import { msg, type Message } from '../../../lib/message';

/**
 * The picture of a dashboard form or edited row: the file chosen in its ImagePicker, its preview, the
 * checks before anything is sent, and the upload to POST /media with its progress. A form takes it as
 * `useEntityForm({ image })`, its AddForm then shows the picker, and its submit calls `upload()`.
 */
export function useImageField({ required }: { required?: Message } = {}) {
  const [file, setFileState] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Bumped after a successful add: remounts the native input so it shows no file again.
  const [resetKey, setResetKey] = useState(0);
  const latest = useRef<File | null>(null);
  const previewUrl = useRef<string | null>(null);

  const dropPreview = () => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setPreview(null);
  };
  useEffect(() => () => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
  }, []);

  /** A newly chosen file (or none). The preview appears only once the browser could decode it: a
   * file that is no picture (or only named like one) shows "Please select an image", never a broken box. */
  function setFile(next: File | null) {
    latest.current = next;
    setFileState(next);
    setUnreadable(false);
    dropPreview();
    if (!next || !next.type.startsWith('image/')) return;
    const url = URL.createObjectURL(next);
    const img = new Image();
    img.src = url;
    img.decode().then(
      () => {
        if (latest.current !== next) return URL.revokeObjectURL(url);
        previewUrl.current = url;
        setPreview(url);
      },
      () => {
        URL.revokeObjectURL(url);
        if (latest.current === next) setUnreadable(true);
      },
    );
  }

  /** The accept= of the picker is only a hint to the file chooser: anything else may still be chosen. */
  const fileError: Message | undefined = file && (!file.type.startsWith('image/') || unreadable) ? msg('dash.upload.notImage') : undefined;

  /** Uploads the chosen file and resolves its media id (throws UploadError when refused). */
  async function upload(): Promise<number> {
    if (!file) throw new Error('no file chosen');
    if (fileError) throw new UploadError('not an image', { file: 'not an image' }, 400, fileError);
    setProgress(0);
    try {
      return (await uploadMedia(file, setProgress)).id;
    } finally {
      setProgress(null);
    }
  }

  /** SPEC §5, before sending: a required picture was chosen, and a chosen file is an image. */
  function check(): FieldErrors {
    const error = !file ? required : fileError;
    return error ? { [IMAGE_FIELD]: error } : {};
  }

  function reset() {
    setFile(null);
    setResetKey((k) => k + 1);
  }

  return {
    file,
    setFile,
    preview,
    fileError,
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
