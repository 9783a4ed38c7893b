import { useTranslation } from '../../../lib/i18n/translation';

type ListKey =
  | 'turqi.included'
  | 'turqi.excluded'
  | 'dubai.included'
  | 'dubai.excluded'
  | 'dubai.facts'
  | 'kosova.museum'
  | 'bullgari.info';

/** A list of texts (included items, paragraphs...) kept as an array in the i18n resources. */
export function useList(key: ListKey): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [];
}
