import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, type Message } from '../../../lib/message';
import { uploadMedia } from '../api/upload-media';
import { describeError, IMAGE_FIELD } from '../lib/api-error';
import { moved } from '../lib/package-content-form';
import { actionButton, dangerButton } from './row-buttons';

/** The smallest picture the gallery takes (the API's GALLERY_MIN): smaller ones look blurred on the page. */
const GALLERY_MIN = { width: 800, height: 500 };

/** One picture of the gallery being edited: its media id and what to preview it with. */
export interface GalleryPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
}

interface Props {
  photos: GalleryPhoto[];
  onChange: (photos: GalleryPhoto[]) => void;
  max: number;
  onUploadError: (message: Message) => void;
}

/**
 * The package's gallery as staff arrange it: upload (several files at once, through the one media
 * upload), move up and down, remove. Nothing is saved until the page's form is (one mutation).
 */
export function GalleryEditor({ photos, onChange, max, onUploadError }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);

  async function add(files: File[]) {
    const room = files.slice(0, Math.max(0, max - photos.length));
    let next = photos;
    setUploading({ done: 0, total: room.length });
    for (const [i, file] of room.entries()) {
      try {
        const up = await uploadMedia(file, () => undefined);
        // The server refuses it on save too (package-content.service.ts): say so while the file is in mind.
        if (up.width < GALLERY_MIN.width || up.height < GALLERY_MIN.height) {
          onUploadError(msg('serverRules.IMAGE_TOO_SMALL', { width: up.width, height: up.height, minWidth: GALLERY_MIN.width, minHeight: GALLERY_MIN.height }));
        } else {
          next = [...next, { id: up.id, url: up.url, width: up.width, height: up.height }];
          onChange(next);
        }
      } catch (e) {
        const refused = describeError(e, [], [IMAGE_FIELD]);
        onUploadError(refused.fields[IMAGE_FIELD] ?? refused.detail ?? msg('dash.upload.failed'));
      }
      setUploading({ done: i + 1, total: room.length });
    }
    setUploading(null);
  }

  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{t('dash.packageContent.galleryHint', { max })}</p>
      {photos.length === 0 && <p className="mb-3 text-sm text-slate-700">{t('dash.packageContent.galleryEmpty')}</p>}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.id} className="rounded-xl border border-slate-200 p-2">
            <img src={photo.url} width={photo.width} height={photo.height} alt={t('dash.packageContent.photo', { n: i + 1 })} className="aspect-[4/3] h-auto w-full rounded-lg object-cover" />
            <div className="mt-2 flex flex-wrap gap-1">
              <button type="button" className={actionButton} disabled={i === 0} onClick={() => onChange(moved(photos, i, -1))} aria-label={t('dash.packageContent.moveUp', { n: i + 1 })}>
                ↑
              </button>
              <button type="button" className={actionButton} disabled={i === photos.length - 1} onClick={() => onChange(moved(photos, i, 1))} aria-label={t('dash.packageContent.moveDown', { n: i + 1 })}>
                ↓
              </button>
              <button type="button" className={dangerButton} onClick={() => onChange(photos.filter((p) => p.id !== photo.id))} aria-label={t('dash.packageContent.remove', { n: i + 1 })}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      {photos.length < max && (
        <div className="mt-4">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('dash.packageContent.addPhotos')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={uploading !== null}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void add(files);
            }}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-sky-50 file:px-3 file:py-2.5 file:font-semibold file:text-sky-700"
          />
          {uploading && (
            <p className="mt-2 text-sm text-slate-600" aria-live="polite">
              {t('dash.packageContent.uploading', uploading)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
