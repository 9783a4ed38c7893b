import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg } from '../../../lib/message';
import { useSecuritySettingsQuery, useSetStaffTwoFactorRequiredMutation } from '../api/security-settings';
import { describeError } from '../lib/api-error';
import { useNotice } from './toasts';

/**
 * The owner's switch (issue 41): whether staff sign in with a second factor. A checkbox that saves at
 * once (the server logs it); the toast says what changed.
 */
export function StaffSecurity() {
  const { t } = useTranslation();
  const id = useId();
  const notify = useNotice();
  const { data, error } = useSecuritySettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useSetStaffTwoFactorRequiredMutation();
  // What the owner just chose, shown at once while it is saved (then the server's answer).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const required = chosen ?? data?.securitySettings.staffTwoFactorRequired;

  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold text-slate-900">
        {t('dash.security.title')}
      </h2>
      {error && !data && <p role="alert" className="text-red-700">{t('dash.security.loadError')}</p>}
      {data && (
        <>
          <label htmlFor={id} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0"
              checked={Boolean(required)}
              disabled={loading}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                const next = event.target.checked;
                notify(null);
                setChosen(next);
                save({ variables: { required: next }, refetchQueries: ['SecuritySettings'], awaitRefetchQueries: true })
                  .finally(() => setChosen(null))
                  .then(
                  () => notify({ kind: 'success', text: msg(next ? 'dash.security.turnedOn' : 'dash.security.turnedOff') }),
                  (caught: unknown) => notify({ kind: 'error', text: msg('dash.security.saveError'), detail: describeError(caught, []).detail }),
                );
              }}
            />
            <span className="font-medium text-slate-800">{t('dash.security.staffRequired')}</span>
          </label>
          <p id={`${id}-hint`} className="mt-1 pl-8 text-sm text-slate-600">
            {t('dash.security.staffRequiredHint')}
          </p>
        </>
      )}
    </section>
  );
}
