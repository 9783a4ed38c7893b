import { useState } from 'react';
import { uploadMedia } from '../api/upload-media';

/** The file chosen in an ImagePicker and its upload to POST /media, with progress. */
export function useImageUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Bumped after a successful add: remounts the native input so it shows no file again.
  const [resetKey, setResetKey] = useState(0);

  /** Uploads the chosen file; resolves its media id (throws UploadError when refused). */
  async function upload(): Promise<number> {
    if (!file) throw new Error('no file chosen');
    setProgress(0);
    try {
      return (await uploadMedia(file, setProgress)).id;
    } finally {
      setProgress(null);
    }
  }

  function reset() {
    setFile(null);
    setResetKey((k) => k + 1);
  }

  return { file, setFile, progress, upload, reset, resetKey };
}
