import '../../lib/i18n/api-tokens-texts';
import { useId, useState, type FormEvent } from 'react';
import type { ApiScope } from '../../gql/schema';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/translation';
import { Badge } from '../ui/badge';
import { FormMessage } from '../ui/form-message';
import { LoadError } from '../ui/load-error';
import { Panel } from '../ui/panel';
import { dangerButton, mainButton } from '../ui/row-buttons';
import { useConfirm } from '../ui/use-confirm';
import { useCreateApiTokenMutation, useMyApiTokensQuery, useRevokeApiTokenMutation } from './api/api-tokens';
import { NewSecret } from './new-secret';

const SCOPES: readonly ApiScope[] = ['CATALOGUE_READ', 'BOOK', 'BOOKINGS_READ'];
const DAYS = [30, 90, 180, 365] as const;
const input = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-base';

/** Whether the server refused because this account may not hold tokens (FORBIDDEN). */
const forbidden = (e: unknown) => (e as { graphQLErrors?: { extensions?: { code?: string } }[] } | undefined)?.graphQLErrors?.some((g) => g.extensions?.code === 'FORBIDDEN')
  || (e as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors?.some((g) => g.extensions?.code === 'FORBIDDEN');

/**
 * The API tokens of the signed-in account (issue 47): the owner's on /dashboard/TokenatAPI, a partner
 * agency person's on /integrimet-e-agjencise. A new token's secret is shown once, to copy; the list never
 * has it. Revoking asks first: programs using the token stop working at once.
 */
export function ApiTokensSection({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation();
  const ids = { name: useId(), hint: useId(), days: useId() };
  const { data, loading, error, refetch } = useMyApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [create, creating] = useCreateApiTokenMutation();
  const [revoke] = useRevokeApiTokenMutation();
  const { ask, dialog } = useConfirm();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['CATALOGUE_READ']);
  const [days, setDays] = useState<number>(90);
  const [invalid, setInvalid] = useState<{ name: boolean; scopes: boolean }>({ name: false, scopes: false });
  const [secret, setSecret] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Whether a token has expired, as of when the page opened (a token expires after days, not seconds).
  const [now] = useState(() => Date.now());

  const toggle = (s: ApiScope) => setScopes((now) => (now.includes(s) ? now.filter((x) => x !== s) : [...now, s]));

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    const bad = { name: !name.trim(), scopes: scopes.length === 0 };
    setInvalid(bad);
    if (bad.name || bad.scopes) return;
    try {
      const res = await create({ variables: { input: { name: name.trim(), scopes, expiresInDays: days } } });
      setSecret(res.data?.createApiToken.secret ?? null);
      setName('');
      await refetch();
    } catch (err) {
      setResult({ kind: 'error', text: forbidden(err) ? t('apiTokens.notAllowed') : t('apiTokens.error') });
    }
  }

  async function onRevoke(id: number, tokenName: string) {
    setResult(null);
    const yes = await ask({ title: t('apiTokens.confirmTitle', { name: tokenName }), text: t('apiTokens.confirmText'), confirmLabel: t('apiTokens.confirm'), cancelLabel: t('apiTokens.cancel') });
    if (!yes) return;
    try {
      await revoke({ variables: { id } });
      setResult({ kind: 'success', text: t('apiTokens.revokedDone', { name: tokenName }) });
    } catch {
      setResult({ kind: 'error', text: t('apiTokens.error') });
    }
  }

  const tokens = data?.myApiTokens ?? [];
  return (
    <>
      {result && <div className="mb-4"><FormMessage kind={result.kind}>{result.text}</FormMessage></div>}
      {secret && <NewSecret secret={secret} level={level} onDone={() => setSecret(null)} />}
      <Panel title={t('apiTokens.newTitle')} level={level} className="mb-6">
        <form onSubmit={(e) => void onCreate(e)} noValidate className="grid max-w-xl gap-4">
          <div>
            <label htmlFor={ids.name} className="mb-1 block text-sm font-semibold text-slate-800">{t('apiTokens.name')}</label>
            <input id={ids.name} className={input} value={name} maxLength={100} onChange={(e) => setName(e.target.value)}
              aria-describedby={ids.hint} aria-invalid={invalid.name || undefined} />
            <p id={ids.hint} className="mt-1 text-sm text-slate-600">{t('apiTokens.nameHint')}</p>
            {invalid.name && <p className="mt-1 text-sm font-medium text-red-800" role="alert">{t('apiTokens.nameRequired')}</p>}
          </div>
          <fieldset aria-invalid={invalid.scopes || undefined}>
            <legend className="mb-1 text-sm font-semibold text-slate-800">{t('apiTokens.scopes')}</legend>
            {SCOPES.map((s) => (
              <label key={s} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4" checked={scopes.includes(s)} onChange={() => toggle(s)} />
                {t(`apiTokens.scope.${s}`)}
              </label>
            ))}
            {invalid.scopes && <p className="mt-1 text-sm font-medium text-red-800" role="alert">{t('apiTokens.scopesRequired')}</p>}
          </fieldset>
          <div>
            <label htmlFor={ids.days} className="mb-1 block text-sm font-semibold text-slate-800">{t('apiTokens.expiry')}</label>
            <select id={ids.days} className={input} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {DAYS.map((d) => <option key={d} value={d}>{t('apiTokens.days', { count: d })}</option>)}
            </select>
          </div>
          <div>
            <button type="submit" className={mainButton} disabled={creating.loading}>{creating.loading ? t('apiTokens.creating') : t('apiTokens.create')}</button>
          </div>
        </form>
      </Panel>
      <Panel title={t('apiTokens.listTitle')} level={level}>
        {error && <LoadError text={forbidden(error) ? t('apiTokens.notAllowed') : t('apiTokens.loadError')} onRetry={() => void refetch()} />}
        {loading && !data && <p className="text-slate-600">{t('apiTokens.loading')}</p>}
        {data && tokens.length === 0 && <p className="text-slate-600">{t('apiTokens.empty')}</p>}
        {tokens.length > 0 && (
          <ul className="divide-y divide-slate-200">
            {tokens.map((tk) => {
              const state = tk.revokedAt ? 'revoked' : new Date(tk.expiresAt).getTime() <= now ? 'expired' : 'active';
              return (
                <li key={tk.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{tk.name} <Badge tone={state === 'active' ? 'green' : state === 'revoked' ? 'red' : 'slate'}>{t(`apiTokens.${state}`)}</Badge></p>
                    <p className="font-mono text-xs text-slate-600">bani_{tk.prefix}_…</p>
                    <p className="text-sm text-slate-700">{tk.scopes.map((s) => t(`apiTokens.scopeShort.${s}`)).join(' · ')}</p>
                    <p className="text-xs text-slate-600">
                      {t('apiTokens.created', { date: formatDateTime(tk.createdAt) })} · {t('apiTokens.expires', { date: formatDateTime(tk.expiresAt) })} · {tk.lastUsedAt ? t('apiTokens.lastUsed', { date: formatDateTime(tk.lastUsedAt) }) : t('apiTokens.neverUsed')}
                    </p>
                  </div>
                  {state === 'active' && (
                    <button type="button" className={dangerButton} aria-label={t('apiTokens.revokeLabel', { name: tk.name })} onClick={() => void onRevoke(tk.id, tk.name)}>{t('apiTokens.revoke')}</button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      {dialog}
    </>
  );
}
