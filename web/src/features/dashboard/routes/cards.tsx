import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import type { CardKind } from '../../../gql/schema';
import { formatEuro } from '../../../lib/format';
import { useAddCard } from '../api/add-card';
import { useDashboardCardsQuery } from '../api/cards';
import { useDeleteCard } from '../api/delete-card';
import { AddForm } from '../components/add-form';
import { CardEditPanel } from '../components/card-edit-panel';
import { CrudTable } from '../components/crud-table';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { useNotice, type NoticeState } from '../components/toasts';
import { actionButton } from '../components/row-buttons';
import { Thumbnail } from '../components/thumbnail';
import { useEntityForm } from '../components/use-entity-form';
import { useImageField } from '../components/use-image-field';
import { cardFields, toCardInput, type Card } from '../lib/card-fields';
import { msg } from '../../../lib/message';

/** One destination card list: add (image required), edit in a panel (image optional), delete. */
function CardsPage({ kind }: { kind: CardKind }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardCardsQuery({ variables: { kind }, fetchPolicy: 'cache-and-network' });
  const [addCard] = useAddCard();
  const [deleteCard] = useDeleteCard();
  const setNotice = useNotice();
  const [editing, setEditing] = useState<Card | null>(null);
  // SPEC §5: a card needs an image ("Please select an image for the card.").
  const image = useImageField({ required: msg('dash.cards.selectImage') });
  const fields = cardFields(t, kind);
  const title = t(`dash.cards.titles.${kind}`);

  const form = useEntityForm({
    fields,
    initial: { name: '', nameEn: '', location: '', locationEn: '', price: '', stars: '4' },
    image,
    submit: async (v) => {
      const imageId = await image.upload();
      await addCard({ variables: { kind, input: { ...toCardInput(v), imageId } } });
    },
    successText: msg('dash.cards.added'),
    failureText: msg('dash.cards.addError'),
  });

  const closePanel = (card: Card, result: NoticeState) => {
    setEditing(null);
    if (result) setNotice(result);
    requestAnimationFrame(() => document.getElementById(`card-edit-${card.id}`)?.focus());
  };

  return (
    <DashboardPage title={title}>
      <Panel title={t('dash.cards.add')} className="mb-8">
        <AddForm form={form} submitLabel={t('dash.cards.add')} imageLabel={t('dash.cards.image')} label={t('dash.cards.add')} />
      </Panel>
      {editing && <CardEditPanel key={editing.id} card={editing} fields={fields} onClose={(result) => closePanel(editing, result)} />}
      {error && <LoadError text={t('dash.cards.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<Card>
        caption={title}
        columns={[
          { id: 'image', header: t('dash.cards.image'), cell: (c) => <Thumbnail image={c.image} alt={c.name} /> },
          {
            id: 'name', header: t('dash.cards.name'),
            cell: (c) => (
              <span className="flex flex-col">
                <span className="font-medium">{c.name}</span>
                {c.nameEn && <span lang="en" className="text-xs text-slate-600">EN: {c.nameEn}</span>}
              </span>
            ),
          },
          {
            id: 'location', header: t('dash.cards.location'),
            cell: (c) => (
              <span className="flex flex-col">
                <span>{c.location || t('dash.common.none')}</span>
                {c.locationEn && <span lang="en" className="text-xs text-slate-600">EN: {c.locationEn}</span>}
              </span>
            ),
          },
          { id: 'price', header: t('dash.cards.price'), cell: (c) => formatEuro(c.price), className: 'tabular-nums' },
          ...(kind === 'CAPPADOCIA'
            ? [{ id: 'stars', header: t('dash.cards.stars'), cell: (c: Card) => <span aria-label={String(c.stars)}>{'★'.repeat(c.stars) || '0'}</span> }]
            : []),
        ]}
        rows={data?.cards ?? []}
        loading={loading}
        empty={t('dash.cards.empty')}
        rowLabel={(c) => c.name}
        editLabel={t('dash.common.editEn')}
        extraActions={(c, busy) => (
          <button
            type="button"
            id={`card-edit-${c.id}`}
            className={actionButton}
            disabled={busy}
            aria-expanded={editing?.id === c.id}
            onClick={() => {
              setNotice(null);
              setEditing(c);
            }}
          >
            {t('dash.common.editEn')}
            <span className="sr-only"> — {c.name}</span>
          </button>
        )}
        remove={{
          run: (c) =>
            deleteCard({ variables: { id: c.id } }).then((result) => {
              if (editing?.id === c.id) setEditing(null);
              return result;
            }),
          texts: { success: msg('dash.cards.deleted'), failure: msg('dash.cards.deleteError') },
        }}
      />
    </DashboardPage>
  );
}

export const IstanbulCardsPage = () => <CardsPage kind="ISTANBUL" />;
export const HurghadaCardsPage = () => <CardsPage kind="HURGHADA" />;
export const CappadociaCardsPage = () => <CardsPage kind="CAPPADOCIA" />;
