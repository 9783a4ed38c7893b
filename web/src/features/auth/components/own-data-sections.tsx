import { useApolloClient } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Loading } from '../../../components/ui/loading';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { requestError } from '../../../lib/field-errors';
import type { FormAnswer } from '../../../lib/form-action';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { useFormErrors } from '../../../lib/use-form-errors';
import { MyDataDocument, useMySessionsQuery, type MySessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from '../api/own-data';
import { saveJsonFile } from '../../../lib/save-file';
import { codeInputProps } from './two-factor';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/** A session's device in the page's language: "Firefox on Windows", a program, or an unknown device. */
function deviceName(t: TFunction, s: Pick<MySessionsQuery['mySessions'][number], 'browser' | 'system' | 'program'>): string {
  if (s.browser && s.system) return t('security.profile.deviceOn', { browser: s.browser, system: s.system });
  return s.browser ?? s.system ?? t(s.program ? 'security.profile.deviceProgram' : 'security.profile.deviceUnknown');
}

/** The sessions signed in to the account (device, last seen), each to sign out, and "everywhere else". */
export function SessionsSection() {
  const { t } = useTranslation();
  const word = useWord();
  const { data, loading, error, refetch } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [signOut, { loading: signingOut }] = useSignOutSessionMutation({ refetchQueries: ['MySessions'] });
  const [signOutOthers, { loading: signingOutOthers }] = useSignOutOtherSessionsMutation({ refetchQueries: ['MySessions'] });
  const [result, setResult] = useState<FormResult | null>(null);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const run = async (action: () => Promise<FormResult>) => {
    setResult(null);
    try {
      setResult(await action());
    } catch (caught) {
      setResult({ kind: 'error', message: requestError(toApiError(caught), msg('security.profile.failed')) });
    }
  };

  return (
    <section aria-labelledby="profile-sessions" className={card}>
      <h2 id="profile-sessions" className="mb-2 text-xl font-bold text-slate-900">
        {t('security.profile.sessionsTitle')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('security.profile.sessionsIntro')}</p>
      {loading && !data && <Loading />}
      {error && !data && (
        <div role="alert" className="space-y-2 text-red-700">
          <p>{t('security.profile.sessionsError')}</p>
          <Button type="button" variant="secondary" onClick={() => void refetch()}>
            {t('security.profile.retry')}
          </Button>
        </div>
      )}
      {data && (
        <ul className="divide-y divide-slate-100" aria-label={t('security.profile.sessionsTitle')}>
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium text-slate-900">
                  {deviceName(t, session)}
                  {session.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('security.profile.thisDevice')}</span>}
                </p>
                <p className="text-sm text-slate-600">{t('security.profile.lastSeen', { date: formatDateTime(session.lastSeenAt) })}</p>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={signingOut}
                  aria-label={t('security.profile.signOutLabel', { device: deviceName(t, session) })}
                  onClick={() => void run(async () => {
                    await signOut({ variables: { id: session.id } });
                    return { kind: 'success', message: msg('security.profile.signedOut') };
                  })}
                >
                  {t('security.profile.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && others.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('security.profile.noOthers')}</p>}
      {result && <div className="mt-4"><FormMessage kind={result.kind}>{word(result.message)}</FormMessage></div>}
      {others.length > 0 && (
        <Button
          type="button"
          className="mt-4"
          disabled={signingOutOthers}
          onClick={() => void run(async () => {
            const answer = await signOutOthers();
            return { kind: 'success', message: msg('security.profile.signedOutOthers', { count: answer.data?.signOutOtherSessions ?? 0 }) };
          })}
        >
          {t('security.profile.signOutOthers')}
        </Button>
      )}
    </section>
  );
}

/** "Download my data": everything kept about the account, as a JSON file the browser saves. */
export function DataSection() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await client.query({ query: MyDataDocument, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      saveJsonFile(`bani-travel-te-dhenat-${new Date().toISOString().slice(0, 10)}.json`, data.myData);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="profile-data" className={card}>
      <h2 id="profile-data" className="mb-2 text-xl font-bold text-slate-900">
        {t('security.profile.dataTitle')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('security.profile.dataText')}</p>
      {failed && <div className="mb-4"><FormMessage kind="error">{t('security.profile.downloadError')}</FormMessage></div>}
      <Button type="button" variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {t('security.profile.download')}
      </Button>
    </section>
  );
}

/**
 * "Delete my account" (customers): opened on purpose, the password (and a code with a second factor),
 * asked once more, then the profile's action deletes it, signs the visitor out and sends them home.
 */
export function DeleteAccountSection({ withCode }: { withCode: boolean }) {
  const { t } = useTranslation();
  const word = useWord();
  const answer = useActionData() as FormAnswer | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  // The action's refusal keeps the form open, until it is cancelled.
  const [cancelled, setCancelled] = useState<unknown>(null);
  const [asking, setAsking] = useState<HTMLFormElement | null>(null);
  const { errors, show, fixed } = useFormErrors<'password' | 'code'>(answer?.fieldErrors);
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <section aria-labelledby="profile-delete" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h2 id="profile-delete" className="mb-2 text-xl font-bold text-red-800">
        {t('security.profile.deleteTitle')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('security.profile.deleteText')}</p>
      {!open && (!answer || cancelled === answer) ? (
        <Button type="button" variant="secondary" className="border-red-300! text-red-700! hover:bg-red-50!" onClick={() => setOpen(true)}>
          {t('security.profile.deleteStart')}
        </Button>
      ) : (
        <Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const missing: Partial<Record<'password' | 'code', ReturnType<typeof msg>>> = {};
            if (!String(form.get('password') ?? '')) missing.password = msg('formErrors.required', { field: msg('security.profile.password') });
            if (withCode && !String(form.get('code') ?? '').trim()) missing.code = msg('security.code.required');
            if (Object.keys(missing).length) return show(missing);
            setAsking(event.currentTarget);
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <TextField label={t('security.profile.password')} name="password" type="password" autoComplete="current-password" maxLength={200} required error={word(errors.password)} onChange={() => fixed('password')} />
          {withCode && <TextField {...codeInputProps} label={t('security.profile.code')} required error={word(errors.code)} onChange={() => fixed('code')} />}
          {answer?.result && <FormMessage kind={answer.result.kind}>{word(answer.result.message)}</FormMessage>}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" className="bg-red-600! hover:bg-red-700!" disabled={sending}>
              {t('security.profile.deleteStart')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => { setOpen(false); setCancelled(answer); }} disabled={sending}>
              {t('security.profile.cancel')}
            </Button>
          </div>
        </Form>
      )}
      <ConfirmDialog
        open={asking !== null}
        busy={sending}
        title={t('security.profile.deleteConfirmTitle')}
        description={t('security.profile.deleteConfirmText')}
        confirmLabel={t('security.profile.deleteSubmit')}
        cancelLabel={t('security.profile.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const form = asking;
          setAsking(null);
          if (form) void submit(form, { method: 'post' });
        }}
      />
    </section>
  );
}
