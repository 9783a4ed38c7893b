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
          file={fileOf(row)}
          onFile={(file) => {
            upload.setFile(file);
            setRowId(row.id);
          }}
          progress={upload.progress}
          resetKey={upload.resetKey}
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
