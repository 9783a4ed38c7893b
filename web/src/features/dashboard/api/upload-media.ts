// The dashboard's image upload: multipart POST /media (field "file", staff only; see
// api/src/modules/media/media.routes.ts). XMLHttpRequest rather than fetch, for upload progress.
import type { Message } from '../../../lib/message';

export interface UploadedImage {
  id: number;
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * A refused upload: the server's message and its field errors ({file: "…"}); `said` when the page
 * refused the file itself, in its own words (worded where shown, lib/message.ts).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    readonly status = 0,
    readonly said?: Message,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export function uploadMedia(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/media');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as Partial<UploadedImage> & { error?: string; fields?: Record<string, string> };
      if (xhr.status === 201 && typeof body.id === 'number') {
        onProgress(1);
        resolve(body as UploadedImage);
      } else {
        reject(new UploadError(body.error ?? `HTTP ${xhr.status}`, body.fields ?? {}, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('Network error'));
    xhr.onabort = () => reject(new UploadError('Aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
