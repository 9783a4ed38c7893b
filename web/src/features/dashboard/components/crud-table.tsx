import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataColumn, type DataTableSort, type RowProps } from '../../../components/ui/data-table';
import type { FieldErrors, FieldSpec, Values } from '../lib/fields';
import { FieldControl } from './field-control';
import type { Message } from '../../../lib/message';
import { useNotice } from './toasts';
import { actionButton, dangerButton, primaryButton } from './row-buttons';
import type { ConfirmSpec } from './use-confirm';
import { useRowEdit, type RowEditOptions } from './use-row-edit';

export interface CrudColumn<Row> extends DataColumn<Row> {
  /** Editable column: the input that replaces the cell while its row is edited (null: not for this row). */
  field?: (values: Values, row: Row) => FieldSpec | null;
}

interface Props<Row extends { id: number }> {
  caption: string;
  columns: CrudColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  empty: string;
  sort?: DataTableSort;
  /** Names the row in button labels for screen readers ("Fshi — Kosovë"). */
  rowLabel: (row: Row) => string;
  /** "Përditëso" on the Albanian screens, "Edit" on the English ones (UI-CONTENT). */
  editLabel: string;
  edit?: RowEditOptions<Row> & {
    canEdit?: (row: Row) => boolean;
    /** Many fields: edit them in a full-width panel under the row instead of in its cells. */
    panelFields?: (values: Values, row: Row) => FieldSpec[];
    /** More of the panel under its fields (e.g. a picture picker). */
    panelExtra?: (row: Row) => ReactNode;
  };
  remove?: {
    /** `choice`: what `confirmation` asked for, when it asked. */
    run: (row: Row, choice?: unknown) => Promise<unknown>;
    canDelete?: (row: Row) => boolean;
    /**
     * Asked when Delete is pressed, before the dialog opens: another question than "Are you sure?"
     * (a package with active bookings, issue 42), with what `run` gets when it is confirmed; null keeps
     * the usual one.
     */
    confirmation?: (row: Row) => Promise<(ConfirmSpec & { choice: unknown; success?: Message }) | null>;
    texts: { success: Message; failure: Message };
  };
  /** More buttons in a row's action cell, before Delete (e.g. reorder); `busy` while another action runs. */
  extraActions?: (row: Row, busy: boolean) => ReactNode;
}

/**
 * A manage table (SPEC §2, §4): one row at a time is edited in place with its values preloaded and
 * saved when focus leaves the row, on Enter or with Save; delete asks first in a modal dialog. Results
 * show in the dashboard's toast region; refused actions show the server's reason.
 */
export function CrudTable<Row extends { id: number }>(props: Props<Row>) {
  const { caption, columns, rows, loading, empty, sort, rowLabel, editLabel, edit, remove, extraActions } = props;
  const { t } = useTranslation();
  const onNotice = useNotice();
  const tableRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const editor = useRowEdit<Row>(edit, onNotice, prefix, (values, row) =>
    edit?.panelFields ? edit.panelFields(values, row) : columns.flatMap((c) => c.field?.(values, row) ?? []),
  );
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [question, setQuestion] = useState<Awaited<ReturnType<NonNullable<NonNullable<Props<Row>['remove']>['confirmation']>>>>(null);
  const editing = editor.editing;

  async function askDelete(row: Row) {
    if (!remove) return;
    setQuestion(null);
    if (remove.confirmation) {
      setDeleting(true);
      try {
        setQuestion(await remove.confirmation(row));
      } catch (error) {
        onNotice({ kind: 'error', text: remove.texts.failure, detail: editor.detailOf(error) });
        return;
      } finally {
        setDeleting(false);
      }
    }
    setToDelete(row);
  }

  async function confirmDelete() {
    if (!toDelete || !remove) return;
    setDeleting(true);
    try {
      await remove.run(toDelete, question?.choice);
      onNotice({ kind: 'success', text: question?.success ?? remove.texts.success });
    } catch (error) {
      onNotice({ kind: 'error', text: remove.texts.failure, detail: editor.detailOf(error) });
    } finally {
      setDeleting(false);
      setToDelete(null);
      // The row (and the button that opened the dialog) may be gone: keep focus at the table.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) tableRef.current?.focus();
      });
    }
  }

  const isEditing = (row: Row) => editing?.row.id === row.id;
  const inPanel = Boolean(edit?.panelFields);
  const cellInput = (row: Row, spec: FieldSpec) => (
    <FieldControl
      compact
      id={editor.inputId(row.id, spec.name)}
      spec={spec}
      values={editing!.values}
      error={editor.errors[spec.name]}
      onChange={editor.change}
      onKeyDown={editor.keyDown}
    />
  );

  const tableColumns: DataColumn<Row>[] = [
    ...columns.map((column) => ({
      ...column,
      cell: (row: Row) => {
        const spec = !inPanel && isEditing(row) ? column.field?.(editing!.values, row) : null;
        return spec ? cellInput(row, spec) : column.cell(row);
      },
    })),
    {
      id: 'actions',
      header: t('dash.common.actions'),
      pinned: true,
      cell: (row: Row) => (
        // Buttons wrap under each other rather than push the last columns under this pinned one.
        <div className="flex flex-wrap gap-1.5">
          {isEditing(row) && !inPanel && <EditButtons editor={editor} row={row} label={rowLabel(row)} />}
          {!isEditing(row) && (
            <>
              {edit && (edit.canEdit?.(row) ?? true) && (
                <button
                  type="button"
                  id={editor.editButtonId(row.id)}
                  className={actionButton}
                  disabled={editor.saving}
                  onClick={() => void editor.start(row)}
                >
                  {editLabel}
                  <span className="sr-only"> — {rowLabel(row)}</span>
                </button>
              )}
              {extraActions?.(row, deleting || editor.saving)}
              {remove && (remove.canDelete?.(row) ?? true) && (
                <button type="button" className={dangerButton} disabled={deleting} onClick={() => void askDelete(row)}>
                  {t('dash.common.delete')}
                  <span className="sr-only"> — {rowLabel(row)}</span>
                </button>
              )}
              {edit && remove && !(edit.canEdit?.(row) ?? true) && !(remove.canDelete?.(row) ?? true) && (
                <span className="text-slate-400" title={t('dash.common.noPermission')}>
                  {t('dash.common.none')}
                  <span className="sr-only">{t('dash.common.noPermission')}</span>
                </span>
              )}
            </>
          )}
        </div>
      ),
    },
  ];

  const rowProps = (row: Row): RowProps =>
    isEditing(row)
      ? { 'data-edit-row': String(row.id), onBlur: (e: FocusEvent<HTMLTableRowElement>) => editor.rowBlur(e), className: rowEditClass }
      : {};

  return (
    <div ref={tableRef} tabIndex={-1} className="outline-none">
      <DataTable
        caption={caption}
        columns={tableColumns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        empty={empty}
        sort={sort}
        rowProps={rowProps}
        afterRow={(row) =>
          inPanel && isEditing(row) ? (
            <tr data-edit-row={String(row.id)} onBlur={editor.rowBlur} className="max-sm:block">
              <td colSpan={tableColumns.length} className="bg-sky-50/60 px-3 py-4 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-sky-200">
                {/* Stays in the visible part of a table that scrolls sideways. */}
                <div className="sm:sticky sm:left-3 sm:w-[calc(100cqw-1.5rem)]">
                  <PanelFields fields={edit!.panelFields!(editing!.values, row)} editor={editor} row={row} />
                  {edit!.panelExtra?.(row)}
                  <div className="mt-4">
                    <EditButtons editor={editor} row={row} label={rowLabel(row)} />
                  </div>
                </div>
              </td>
            </tr>
          ) : null
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={question?.title ?? t('dash.confirm.title')}
        description={question?.text ?? t('dash.confirm.text')}
        cancelLabel={question?.cancelLabel ?? t('dash.confirm.cancel')}
        confirmLabel={question?.confirmLabel ?? t('dash.confirm.confirm')}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

const rowEditClass =
  'bg-sky-50 outline-2 -outline-offset-2 outline-sky-300 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-sky-300 max-sm:bg-sky-50 max-sm:p-3';

type Editor<Row extends { id: number }> = ReturnType<typeof useRowEdit<Row>>;

function EditButtons<Row extends { id: number }>({ editor, row, label }: { editor: Editor<Row>; row: Row; label: string }) {
  const { t } = useTranslation();
  // mousedown would blur the input first (a blur save); these buttons act on click instead.
  const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();
  return (
    <div className="flex flex-wrap gap-1.5">
      <button type="button" className={primaryButton} disabled={editor.saving} aria-busy={editor.saving} onMouseDown={keepFocus} onClick={() => void editor.commit()}>
        {t('dash.common.save')}
        <span className="sr-only"> — {label}</span>
      </button>
      <button type="button" className={actionButton} disabled={editor.saving} onMouseDown={keepFocus} onClick={() => editor.cancel(row.id)}>
        {t('dash.common.cancel')}
      </button>
    </div>
  );
}

function PanelFields<Row extends { id: number }>({ fields, editor, row }: { fields: FieldSpec[]; editor: Editor<Row>; row: Row }) {
  const errors: FieldErrors = editor.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map((spec) => (
        <FieldControl
          key={spec.name}
          id={editor.inputId(row.id, spec.name)}
          spec={spec}
          values={editor.editing!.values}
          error={errors[spec.name]}
          onChange={editor.change}
          onKeyDown={editor.keyDown}
        />
      ))}
    </div>
  );
}
