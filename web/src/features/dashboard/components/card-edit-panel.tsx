import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { buttonClass } from '../../../components/ui/button';
import { useUpdateCard } from '../api/update-card';
import { cardValues, toCardInput, type Card } from '../lib/card-fields';
import { changedOnly, type FieldSpec } from '../lib/fields';
import { AddForm } from './add-form';
import type { NoticeState } from './toasts';
import { Thumbnail } from './thumbnail';
import { useEntityForm } from './use-entity-form';
import { useImageField } from './use-image-field';
import { msg } from '../../../lib/message';

/** The edit panel of one card (SPEC §4): opens for the chosen card, closes after a successful save. */
export function CardEditPanel({ card, fields, onClose }: { card: Card; fields: FieldSpec[]; onClose: (result: NoticeState) => void }) {
  const { t } = useTranslation();
  const [updateCard] = useUpdateCard();
  const image = useImageField();
  const heading = useRef<HTMLHeadingElement>(null);
  const original = cardValues(card);
  const form = useEntityForm({
    fields,
    initial: original,
    image,
    submit: async (v) => {
      const changed = fields.map((f) => f.name).filter((name) => v[name] !== original[name]);
      const imageId = await image.uploadIfChosen();
      await updateCard({ variables: { id: card.id, input: { ...changedOnly(toCardInput(v), changed), ...(imageId ? { imageId } : {}) } } });
      onClose({ kind: 'success', text: msg('dash.cards.updated') });
    },
    successText: msg('dash.cards.updated'),
    failureText: msg('dash.cards.updateError'),
  });

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <section aria-labelledby={`card-panel-${card.id}`} className="mb-8 rounded-2xl border-2 border-sky-300 bg-sky-50 p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-center gap-4">
        <Thumbnail image={card.image} alt={card.name} />
        <h2 ref={heading} tabIndex={-1} id={`card-panel-${card.id}`} className="text-lg font-semibold text-slate-900 outline-none">
          {t('dash.cards.editPanel', { name: card.name })}
        </h2>
      </div>
      <AddForm
        form={form}
        submitLabel={t('dash.common.saveChanges')}
        imageLabel={t('dash.cards.newImage')}
        label={t('dash.cards.editPanel', { name: card.name })}
        secondary={
          <button type="button" className={`${buttonClass('secondary')} w-full sm:w-auto`} onClick={() => onClose(null)}>
            {t('dash.common.cancel')}
          </button>
        }
      />
    </section>
  );
}
