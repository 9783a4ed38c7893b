import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { FormMessage } from '../../components/ui/form-message';
import { isFailure, type FlashKey } from '../../lib/flash';
import { useTranslation } from '../../lib/i18n/translation';

/** What the last form said before it sent the visitor here (lib/flash.ts): "Login ishte i suksesshëm.". */
export function FlashMessage() {
  const { t } = useTranslation();
  const flash = (useRouteLoaderData('root') as { flash?: FlashKey } | undefined)?.flash;
  const [closed, setClosed] = useState<FlashKey | undefined>();
  if (!flash || closed === flash) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <FormMessage kind={isFailure(flash) ? 'error' : 'success'}>
        <span className="flex items-start justify-between gap-4">
          {t(flash)}
          <button type="button" className="text-sm font-semibold underline" onClick={() => setClosed(flash)}>
            {t('common.close')}
          </button>
        </span>
      </FormMessage>
    </div>
  );
}
