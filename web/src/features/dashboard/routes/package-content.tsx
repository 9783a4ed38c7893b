import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useParams } from 'react-router';
import { toApiError } from '../../../lib/errors';
import { useDashboardPackageContentQuery, useUpdatePackageContent, type DashboardPackageContentQuery } from '../api/package-content';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { GalleryEditor, type GalleryPhoto } from '../components/gallery-editor';
import { LoadError } from '../components/load-error';
import { primaryButton } from '../components/row-buttons';
import { useNotice } from '../components/toasts';
import { errorDetail, serverFieldMessage } from '../lib/api-error';
import { invalidTimes, TIME_FIELDS, toContentInput, valuesOf, type ContentValues, type TextField } from '../lib/package-content-form';
import { msg, useWord, type Message } from '../../../lib/message';

/** The API's bound on a gallery (api/src/modules/package-content/package-content.inputs.ts). */
const MAX_GALLERY = 20;

type Pkg = DashboardPackageContentQuery['package'];
type Name = keyof ContentValues;

/** /dashboard/AranzhmaniFaqja/:id — what the package page says and shows (issue 20), saved at once. */
export function PackageContentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, error, refetch } = useDashboardPackageContentQuery({ variables: { id }, skip: !(id > 0), fetchPolicy: 'cache-and-network' });
  const pkg = data?.package;
  return (
    <DashboardPage
      title={t('dash.packageContent.title')}
      subtitle={pkg?.title}
      narrow
      actions={
        <div className="flex flex-wrap gap-3 text-sm">
          <Link to="/dashboard/ManageAranzhmanet" className="font-medium text-sky-800 underline">
            {t('dash.packageContent.back')}
          </Link>
          {pkg && (
            <Link to={`/aranzhmani/${pkg.id}`} className="font-medium text-sky-800 underline">
              {t('dash.packageContent.view')}
            </Link>
          )}
        </div>
      }
    >
      {error && <LoadError text={t('dash.packageContent.loadError')} onRetry={() => void refetch()} />}
      {/* A new form per package, seeded once from what the server holds. */}
      {pkg && <ContentForm key={pkg.id} pkg={pkg} />}
    </DashboardPage>
  );
}

function ContentForm({ pkg }: { pkg: Pkg }) {
  const { t } = useTranslation();
  const word = useWord();
  const notify = useNotice();
  const [values, setValues] = useState<ContentValues>(() => valuesOf(pkg.details));
  const [photos, setPhotos] = useState<GalleryPhoto[]>(() => pkg.gallery.map((g) => ({ id: g.id, url: g.url, width: g.width, height: g.height })));
  const [errors, setErrors] = useState<Partial<Record<Name | 'galleryImageIds', Message>>>({});
  const [save, { loading }] = useUpdatePackageContent();
  const label = (name: Name) => t(`dash.packageContent.${name}`);
  const labelled = (name: Name) => msg(`dash.packageContent.${name}`);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const bad = invalidTimes(values);
    if (bad.length) {
      setErrors(Object.fromEntries(bad.map((f) => [f, msg('dash.packageContent.time', { field: labelled(f) })])));
      return;
    }
    setErrors({});
    try {
      await save({ variables: { packageId: pkg.id, input: toContentInput(values, photos.map((p) => p.id)) } });
      notify({ kind: 'success', text: msg('dash.packageContent.saved') });
    } catch (caught) {
      const api = toApiError(caught);
      const shown: typeof errors = {};
      for (const [field, reason] of Object.entries(api.reasons ?? {})) {
        const name = field.split('.')[0] as Name;
        shown[name] = TIME_FIELDS.has(name) ? msg('dash.packageContent.time', { field: labelled(name) }) : serverFieldMessage('text', reason, name === ('galleryImageIds' as Name) ? msg('dash.packageContent.gallery') : labelled(name));
      }
      setErrors(shown);
      notify({ kind: 'error', text: msg('dash.packageContent.saveError'), detail: errorDetail(api, [], Object.keys(shown)) });
    }
  }

  const input = (name: TextField, type: 'text' | 'time' = 'text') => (
    <Field name={name} label={label(name)} error={word(errors[name])}>
      {(props) => <input {...props} type={type} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />}
    </Field>
  );
  const area = (name: Name, rows: number) => (
    <Field name={name} label={label(name)} error={word(errors[name])}>
      {(props) => <textarea {...props} rows={rows} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <p className="text-sm text-slate-600">{t('dash.packageContent.englishHint')}</p>
      <Panel title={t('dash.packageContent.hotel')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{input('hotelName')}</div>
          {input('place')}
          {input('placeEn')}
        </div>
      </Panel>
      <Panel title={t('dash.packageContent.descriptions')}>
        <div className="grid gap-4">
          {area('descriptionSq', 6)}
          {area('descriptionEn', 6)}
        </div>
      </Panel>
      <Panel title={t('dash.packageContent.inclusions')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {area('included', 6)}
          {area('notIncluded', 6)}
          {area('includedEn', 6)}
          {area('notIncludedEn', 6)}
        </div>
      </Panel>
      <Panel title={t('dash.packageContent.flight')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{input('airline')}</div>
          {input('baggage')}
          {input('baggageEn')}
          {input('outboundDeparture', 'time')}
          {input('outboundArrival', 'time')}
          {input('returnDeparture', 'time')}
          {input('returnArrival', 'time')}
        </div>
      </Panel>
      <Panel title={t('dash.packageContent.gallery')}>
        <GalleryEditor photos={photos} onChange={setPhotos} max={MAX_GALLERY} onUploadError={(detail) => notify({ kind: 'error', text: msg('dash.packageContent.uploadError'), detail })} />
        {errors.galleryImageIds && <p className="mt-2 text-sm text-red-700">{word(errors.galleryImageIds)}</p>}
      </Panel>
      <button type="submit" className={primaryButton} disabled={loading}>
        {t('dash.packageContent.save')}
      </button>
    </form>
  );
}

interface ControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled control with its error under it. */
function Field({ name, label, error, children }: { name: string; label: string; error?: string | undefined; children: (props: ControlProps) => ReactNode }) {
  const id = `content-${name}`;
  const className = `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${error ? 'border-red-500' : 'border-slate-300'}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, name, className, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
