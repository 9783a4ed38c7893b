import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { searchUrl } from '../../../lib/search-url';

// The header's "Destinacioni" box: Enter opens the search page with the text as ?s=.
export function DestinationSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    navigate(searchUrl({ s: text.trim() }));
  }

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.destination')}
      </label>
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500">
        <Icon name="search" className="size-4" />
      </span>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('nav.destination')}
        enterKeyHint="search"
        className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-sky-500"
      />
    </form>
  );
}
