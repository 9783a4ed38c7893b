import type { TFunction } from 'i18next';
import type { CardKind } from '../../../gql/schema';
import type { DashboardCardRowFragment } from '../api/cards';
import type { FieldSpec, Values } from './fields';

export type Card = DashboardCardRowFragment;

/** Title (name) and description (location) in both languages, price; stars only where the site shows them (Cappadocia). */
export function cardFields(t: TFunction, kind: CardKind): FieldSpec[] {
  const fields: FieldSpec[] = [
    { name: 'name', label: t('dash.cards.name'), kind: 'text', required: true },
    { name: 'nameEn', label: t('dash.cards.nameEn'), kind: 'text' },
    { name: 'location', label: t('dash.cards.location'), kind: 'text' },
    { name: 'locationEn', label: t('dash.cards.locationEn'), kind: 'text' },
    { name: 'price', label: t('dash.cards.price'), kind: 'number', required: true, min: 0 },
  ];
  if (kind === 'CAPPADOCIA') fields.push({ name: 'stars', label: t('dash.cards.stars'), kind: 'integer', required: true, min: 0, max: 5 });
  return fields;
}

export const toCardInput = (v: Values) => ({
  name: v.name!.trim(),
  location: (v.location ?? '').trim(),
  nameEn: (v.nameEn ?? '').trim(),
  locationEn: (v.locationEn ?? '').trim(),
  price: Number(v.price),
  // Istanbul and Hurghada show a fixed 4 stars (SPEC §9): the API's default.
  stars: v.stars ? Number(v.stars) : 4,
});

export const cardValues = (c: Card): Values => ({
  name: c.name, nameEn: c.nameEn ?? '', location: c.location, locationEn: c.locationEn ?? '', price: String(c.price), stars: String(c.stars),
});
