import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { toApiError, type ApiError } from '../../lib/errors';
import { requestError } from '../../lib/field-errors';
import { msg, useWord, type Message } from '../../lib/message';
import { loginUrl } from '../../lib/safe-next';
import { buttonClass } from '../ui/button';
import { useReservePackage } from './api/reserve-package';

interface Props {
  packageId: number;
  full: boolean;
  loggedIn: boolean;
  reserved: boolean;
}

/**
 * SPEC §4: visitors see "Ju duhet të kyçeni" (to login, and back to this very page and query);
 * clients "Rezervo këtë aranzhma..."; after success "E rezervuar", disabled. Full packages cannot be
 * reserved. A refused reservation says why in the page's language (not enough seats, the package
 * gone, the server out of reach), never the server's Albanian text or the browser's "Failed to fetch".
 */
export function ReserveButton({ packageId, full, loggedIn, reserved }: Props) {
  const { t } = useTranslation();
  const word = useWord();
  const location = useLocation();
  const [error, setError] = useState<Message | null>(null);
  const [reserve, { loading }] = useReservePackage();

  if (!loggedIn) {
    return (
      <Link to={loginUrl(location.pathname + location.search)} className={buttonClass('secondary')}>
        {t('reserve.login')}
      </Link>
    );
  }

  if (reserved || full) {
    return (
      <button type="button" disabled className={`${buttonClass('primary')} disabled:bg-slate-200 disabled:text-slate-700`}>
        {reserved ? t('reserve.reserved') : t('reserve.full')}
      </button>
    );
  }

  function failure(api: ApiError): Message {
    if (api.code === 'CONFLICT' && api.fields.travellers) return msg('reserve.noSeats');
    if (api.code === 'NOT_FOUND') return msg('reserve.gone');
    return requestError(api, msg('reserve.failure'));
  }

  async function onReserve() {
    setError(null);
    try {
      await reserve({ variables: { input: { packageId } } });
    } catch (caught) {
      setError(failure(toApiError(caught)));
    }
  }

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <button type="button" className={`${buttonClass('primary')} whitespace-nowrap`} disabled={loading} onClick={() => void onReserve()}>
        {t('reserve.reserve')}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {word(error)}
        </p>
      )}
    </div>
  );
}
