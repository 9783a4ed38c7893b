import { useState } from 'react';
import type { DashboardImageFragment } from '../api/image';
import { ImagePicker } from './image-picker';
import { Thumbnail } from './thumbnail';
import { useImageField } from './use-image-field';

interface WithImage {
  id: number;
  image?: DashboardImageFragment | null;
}

/**
 * A new picture for a row of a manage table, chosen in its edit panel and uploaded only when that
 * row is saved (a cancelled edit uploads nothing). Plug `panel`, `pending` and `upload` into the
 * table's edit options; call `done` after a successful save.
 */
export function useImageReplacement<Row extends WithImage>(label: string) {
  const upload = useImageField();
  const [rowId, setRowId] = useState<number | null>(null);
  const fileOf = (row: Row) => (rowId === row.id ? upload.file : null);

  return {
    panel: (row: Row, alt: string) => (
      <div className="mt-3 flex items-end gap-4">
        <Thumbnail image={row.image} alt={alt} />
        <ImagePicker
          label={label}
          // The file chosen for a row edited earlier (then cancelled) is not this row's.
          field={rowId === row.id ? upload : { ...upload, file: null, preview: null, fileError: undefined }}
          onFile={(file) => {
            upload.setFile(file);
            setRowId(row.id);
          }}
        />
      </div>
    ),
    pending: (row: Row) => fileOf(row) !== null,
    /** The uploaded media id, or undefined when no new picture was chosen for this row. */
    upload: async (row: Row): Promise<number | undefined> => (fileOf(row) ? upload.upload() : undefined),
    done: () => {
      upload.reset();
      setRowId(null);
    },
  };
}
