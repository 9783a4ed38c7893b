import { useTranslation } from '../../../lib/i18n/translation';
import type { SliderKind } from '../../../gql/schema';
import { useAddSliderImage } from '../api/add-slider-image';
import { useDeleteSliderImage } from '../api/delete-slider-image';
import { useReorderSliderImages } from '../api/reorder-slider-images';
import { useDashboardSliderImagesQuery, type DashboardSlideFragment } from '../api/slider-images';
import { useUpdateSliderImage } from '../api/update-slider-image';
import { AddForm } from '../components/add-form';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { useImageReplacement } from '../components/image-replacement';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/toasts';
import { actionButton } from '../components/row-buttons';
import { Thumbnail } from '../components/thumbnail';
import { useEntityForm } from '../components/use-entity-form';
import { useImageField } from '../components/use-image-field';
import { describeError } from '../lib/api-error';
import type { FieldSpec } from '../lib/fields';
import { msg } from '../../../lib/message';

type Slide = DashboardSlideFragment;

/** One page slider: add an image (with a title), retitle or swap its picture, reorder, delete. */
function SliderPage({ slider }: { slider: SliderKind }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardSliderImagesQuery({ variables: { slider }, fetchPolicy: 'cache-and-network' });
  const [addImage] = useAddSliderImage();
  const [deleteImage] = useDeleteSliderImage();
  const [updateImage] = useUpdateSliderImage();
  const [reorder, { loading: reordering }] = useReorderSliderImages();
  const setNotice = useNotice();
  // SPEC §5: an image add requires a file ("Please select a file.").
  const image = useImageField({ required: msg('dash.sliders.selectFile') });
  const replacement = useImageReplacement<Slide>(t('dash.sliders.newImage'));
  const slides = [...(data?.sliderImages ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);

  const titleFields: FieldSpec[] = [
    { name: 'title', label: t('dash.sliders.title'), kind: 'text' },
    { name: 'titleEn', label: t('dash.sliders.titleEn'), kind: 'text' },
  ];
  const form = useEntityForm({
    fields: titleFields,
    initial: { title: '', titleEn: '' },
    image,
    submit: async (v) => {
      const imageId = await image.upload();
      await addImage({ variables: { slider, input: { title: v.title!.trim(), titleEn: v.titleEn?.trim() || null, imageId } } });
    },
    successText: msg('dash.sliders.added'),
    failureText: msg('dash.sliders.addError'),
  });

  async function move(slide: Slide, by: -1 | 1) {
    const ids = slides.map((s) => s.id);
    const at = ids.indexOf(slide.id);
    const to = at + by;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    try {
      await reorder({ variables: { slider, input: { ids } } });
      setNotice({ kind: 'success', text: msg('dash.sliders.reordered') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('dash.sliders.reorderError'), detail: describeError(e, []).detail });
    }
  }

  return (
    <DashboardPage title={t('dash.sliders.manageTitle')} subtitle={t(`dash.sliders.names.${slider}`)}>
      <Panel title={t('dash.sliders.addTitle')} className="mb-8">
        <AddForm form={form} submitLabel={t('dash.sliders.add')} imageLabel={t('dash.sliders.image')} columns={1} label={t('dash.sliders.addTitle')} />
      </Panel>
      {error && <LoadError text={t('dash.sliders.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<Slide>
        caption={`${t('dash.sliders.manageTitle')}: ${t(`dash.sliders.names.${slider}`)}`}
        columns={[
          { id: 'position', header: t('dash.sliders.position'), cell: (s) => slides.indexOf(s) + 1, className: 'tabular-nums w-20' },
          { id: 'image', header: t('dash.sliders.image'), cell: (s) => <Thumbnail image={s.image} alt={s.title} /> },
          {
            id: 'title', header: t('dash.sliders.title'), className: 'w-full',
            cell: (s) => (
              <span className="flex flex-col">
                <span>{s.title || t('dash.common.none')}</span>
                {s.titleEn && <span lang="en" className="text-xs text-slate-600">EN: {s.titleEn}</span>}
              </span>
            ),
          },
        ]}
        rows={slides}
        loading={loading}
        empty={t('dash.sliders.empty')}
        rowLabel={(s) => s.title || `#${s.id}`}
        editLabel={t('dash.common.editEn')}
        extraActions={(s, busy) => (
          <>
            <button type="button" className={actionButton} disabled={busy || reordering || slides[0] === s} onClick={() => void move(s, -1)}>
              <span aria-hidden="true">↑</span>
              {t('dash.sliders.moveUp')}
              <span className="sr-only"> — {s.title || `#${s.id}`}</span>
            </button>
            <button type="button" className={actionButton} disabled={busy || reordering || slides.at(-1) === s} onClick={() => void move(s, 1)}>
              <span aria-hidden="true">↓</span>
              {t('dash.sliders.moveDown')}
              <span className="sr-only"> — {s.title || `#${s.id}`}</span>
            </button>
          </>
        )}
        edit={{
          panelFields: () => titleFields,
          panelExtra: (s) => replacement.panel(s, s.title),
          pendingChange: replacement.pending,
          valuesOf: (s) => ({ title: s.title, titleEn: s.titleEn ?? '' }),
          save: async (s, v) => {
            const imageId = await replacement.upload(s);
            const result = await updateImage({ variables: { id: s.id, input: { title: v.title!.trim(), titleEn: v.titleEn?.trim() ?? '', ...(imageId ? { imageId } : {}) } } });
            replacement.done();
            return result;
          },
          texts: { success: msg('dash.sliders.updated'), failure: msg('dash.sliders.updateError') },
        }}
        remove={{
          run: (s) => deleteImage({ variables: { id: s.id } }),
          texts: { success: msg('dash.sliders.deleted'), failure: msg('dash.sliders.deleteError') },
        }}
      />
    </DashboardPage>
  );
}

export const HomeSliderPage = () => <SliderPage slider="HOME" />;
export const GreeceSliderPage = () => <SliderPage slider="GREECE" />;
export const BulgariaSliderPage = () => <SliderPage slider="BULGARIA" />;
export const KosovaSliderPage = () => <SliderPage slider="KOSOVA" />;
