import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { describeError } from '../lib/api-error';
import type { Message } from '../../../lib/message';
import { validateFields, type FieldErrors, type FieldSpec, type Values } from '../lib/fields';
import type { NoticeState } from './toasts';

export interface RowEditOptions<Row> {
  /** The row's current values as input strings: what the inputs are preloaded with. */
  valuesOf: (row: Row) => Values;
  /** Sends the update; `changed` names the fields that differ from the preloaded values. */
  save: (row: Row, values: Values, changed: string[]) => Promise<unknown>;
  /** Adjusts other values when one changes (e.g. a new country clears the city). */
  onChange?: (name: string, value: string, values: Values) => Values;
  /** A change outside the fields (e.g. a newly chosen picture) that needs a save too. */
  pendingChange?: (row: Row) => boolean;
  /** Checks across fields. */
  validate?: (values: Values) => FieldErrors;
  texts: { success: Message; failure: Message };
}

interface Editing<Row> {
  row: Row;
  values: Values;
  original: Values;
}

/**
 * The one-row-at-a-time edit state of a manage table. Saving happens once per edit: concurrent
 * triggers (blur, Enter, Save, starting another row) share the same request.
 */
export function useRowEdit<Row extends { id: number }>(
  options: RowEditOptions<Row> | undefined,
  onNotice: (notice: NoticeState) => void,
  prefix: string,
  fieldsOf: (values: Values, row: Row) => FieldSpec[],
) {
  const [editing, setEditingState] = useState<Editing<Row> | null>(null);
  const editingRef = useRef<Editing<Row> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const pending = useRef<Promise<boolean> | null>(null);

  const setEditing = (next: Editing<Row> | null) => {
    editingRef.current = next;
    setEditingState(next);
  };
  const inputId = (rowId: number, name: string) => `${prefix}-${rowId}-${name}`;
  const editButtonId = (rowId: number) => `${prefix}-${rowId}-edit`;
  const detailOf = (error: unknown) => describeError(error, []).detail;

  /** Back to display mode; focus returns to the row's Edit button unless the user moved it elsewhere. */
  function finish(rowId: number) {
    const active = document.activeElement;
    const focusWasInRow = !active || active === document.body || Boolean(active.closest(`[data-edit-row="${rowId}"]`));
    if (editingRef.current?.row.id === rowId) setEditing(null);
    setErrors({});
    if (focusWasInRow) requestAnimationFrame(() => document.getElementById(editButtonId(rowId))?.focus());
  }

  async function save(current: Editing<Row>): Promise<boolean> {
    if (!options) return true;
    const fields = fieldsOf(current.values, current.row);
    const found = { ...validateFields(fields, current.values), ...options.validate?.(current.values) };
    if (Object.keys(found).length) {
      setErrors(found);
      return false;
    }
    const changed = fields.map((f) => f.name).filter((name) => (current.values[name] ?? '') !== (current.original[name] ?? ''));
    if (changed.length === 0 && !options.pendingChange?.(current.row)) {
      finish(current.row.id);
      return true;
    }
    setSaving(true);
    try {
      await options.save(current.row, current.values, changed);
      finish(current.row.id);
      onNotice({ kind: 'success', text: options.texts.success });
      return true;
    } catch (error) {
      const described = describeError(error, fields);
      setErrors(described.fields);
      onNotice({ kind: 'error', text: options.texts.failure, detail: described.detail });
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** Saves the edited row (if any). Resolves true when no row is left in edit mode. */
  function commit(): Promise<boolean> {
    if (pending.current) return pending.current;
    const current = editingRef.current;
    if (!current) return Promise.resolve(true);
    const run = save(current);
    pending.current = run;
    void run.finally(() => {
      if (pending.current === run) pending.current = null;
    });
    return run;
  }

  async function start(row: Row) {
    if (!options) return;
    if (editingRef.current && editingRef.current.row.id !== row.id && !(await commit())) return;
    const values = options.valuesOf(row);
    setEditing({ row, values, original: values });
    setErrors({});
    onNotice(null);
    const first = fieldsOf(values, row)[0];
    const before = document.activeElement;
    if (first) {
      requestAnimationFrame(() => {
        // Someone quicker than the frame is already in another field of the row: leave them there
        // (taking the focus back put their typing in the first field).
        const active = document.activeElement;
        if (active && active !== before && active !== document.body) return;
        document.getElementById(inputId(row.id, first.name))?.focus();
      });
    }
  }

  function cancel(rowId: number) {
    if (editingRef.current?.row.id !== rowId) return;
    setEditing(null);
    setErrors({});
    requestAnimationFrame(() => document.getElementById(editButtonId(rowId))?.focus());
  }

  function change(name: string, value: string) {
    const current = editingRef.current;
    if (!current) return;
    const values = { ...current.values, [name]: value };
    setEditing({ ...current, values: options?.onChange?.(name, value, values) ?? values });
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  /** Leaving the row (not just moving between its inputs and buttons) saves it. */
  function rowBlur(event: FocusEvent<HTMLElement>) {
    const current = editingRef.current;
    if (!current) return;
    const next = event.relatedTarget;
    if (next instanceof Element && next.closest(`[data-edit-row="${current.row.id}"]`)) return;
    // The window lost focus, not the input: the file chooser of the row's picture opened, or another
    // window came to the front. Saving then would close the row before its new picture is chosen.
    if (!next && event.target === document.activeElement) return;
    void commit();
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) {
    const current = editingRef.current;
    if (!current) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel(current.row.id);
    }
  }

  return { editing, errors, saving, start, commit, cancel, change, rowBlur, keyDown, inputId, editButtonId, detailOf };
}
