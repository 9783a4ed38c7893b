import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n/translation';
import { SEARCH_PATH } from '../../../lib/search-url';

/**
 * The header's "Destinacioni" box: a GET form to the search page (`?s=`), so Enter works the same before
 * the app runs (the browser sends it) and after (the router does); what was typed is the input's own.
 */
export function DestinationSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = useId();
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.destination')}
      </label>
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500">
        <Icon name="search" className="size-4" />
      </span>
      <input
        id={id}
        name="s"
        type="search"
        defaultValue={params.get('s') ?? ''}
        placeholder={t('nav.destination')}
        enterKeyHint="search"
        maxLength={100}
        className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-sky-500"
      />
    </Form>
  );
}
