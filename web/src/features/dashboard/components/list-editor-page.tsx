import { useTranslation } from '../../../lib/i18n/translation';
import { msg } from '../../../lib/message';
import type { FieldSpec, Values } from '../lib/fields';
import { AddForm } from './add-form';
import { CrudTable, type CrudColumn } from './crud-table';
import { DashboardPage, Panel } from './dashboard-page';
import { LoadError } from './load-error';
import { useEntityForm } from './use-entity-form';

/** Screens whose texts follow one pattern: dash.<section>.{title, add, added, addError, updated...}. */
type Section = 'travelPlans' | 'roomPrices' | 'dubaiPrices' | 'macedoniaPrices' | 'flights';

interface Props<Row extends { id: number }> {
  section: Section;
  rows: readonly Row[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The add form's inputs (a new row may be stricter than an edited one, e.g. no past dates). */
  addFields: readonly FieldSpec[];
  initial: Values;
  formColumns?: 1 | 2 | 3;
  /** The table; an editable column names the field that replaces its cell while the row is edited. */
  columns: CrudColumn<Row>[];
  /** Edit these in a panel under the row instead (a table whose cells hold two texts, SQ and EN). */
  editFields?: readonly FieldSpec[];
  rowLabel: (row: Row) => string;
  valuesOf: (row: Row) => Values;
  create: (values: Values) => Promise<unknown>;
  /** Sends the fields in `changed` only (the activity log then lists just those). */
  update: (row: Row, values: Values, changed: string[]) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
}

/**
 * A small table the staff keep whole on one screen (travel plans, the price tables of the destination
 * pages): an add form above, the rows below, edited in place and deleted after a confirmation.
 */
export function ListEditorPage<Row extends { id: number }>(props: Props<Row>) {
  const { section, rows, loading, error, onRetry, addFields, initial, formColumns = 2, columns, editFields, rowLabel, valuesOf, create, update, remove } = props;
  const { t } = useTranslation();
  type Key = 'title' | 'add' | 'added' | 'addError' | 'updated' | 'updateError' | 'deleted' | 'deleteError' | 'loadError' | 'empty';
  const text = (key: Key) => t(`dash.${section}.${key}`);
  // Results are kept as messages (shown after a later SQ/EN switch too), worded by the notice.
  const said = (key: Key) => msg(`dash.${section}.${key}`);
  const form = useEntityForm({ fields: addFields, initial, submit: create, successText: said('added'), failureText: said('addError') });

  return (
    <DashboardPage title={text('title')}>
      <Panel title={text('add')} className="mb-8">
        <AddForm form={form} submitLabel={text('add')} columns={formColumns} label={text('add')} />
      </Panel>
      {Boolean(error) && <LoadError text={text('loadError')} onRetry={onRetry} />}
      <CrudTable<Row>
        caption={text('title')}
        columns={columns}
        rows={rows}
        loading={loading}
        empty={text('empty')}
        rowLabel={rowLabel}
        editLabel={t('dash.common.editEn')}
        edit={{ valuesOf, save: update, texts: { success: said('updated'), failure: said('updateError') }, ...(editFields ? { panelFields: () => [...editFields] } : {}) }}
        remove={{ run: remove, texts: { success: said('deleted'), failure: said('deleteError') } }}
      />
    </DashboardPage>
  );
}
