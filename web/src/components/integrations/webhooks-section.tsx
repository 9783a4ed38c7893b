import '../../lib/i18n/webhooks-texts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { msg, useWord, type Message, type MessageKey } from '../../lib/message';
import { Badge } from '../ui/badge';
import { FormMessage } from '../ui/form-message';
import { LoadError } from '../ui/load-error';
import { Panel } from '../ui/panel';
import { actionButton, dangerButton, mainButton } from '../ui/row-buttons';
import { TextField } from '../ui/text-field';
import { useNotice } from '../ui/toasts';
import { useConfirm } from '../ui/use-confirm';
import {
  useDashboardWebhooksQuery, useDeleteWebhook, useRegisterWebhook, useRotateWebhookSecret, useUpdateWebhook,
  type DashboardWebhooksQuery, type WebhookEventType,
} from './api/webhooks';
import { WebhookDeliveries } from './webhook-deliveries';
import { webhookRuleCode } from './webhook-errors';

type Endpoint = DashboardWebhooksQuery['myWebhooks'][number];
const EVENTS: WebhookEventType[] = ['BOOKING_CREATED', 'BOOKING_CONFIRMED', 'BOOKING_PAID', 'BOOKING_CANCELLED', 'BOOKING_EXPIRED'];
const KNOWN = ['WEBHOOK_URL_INVALID', 'WEBHOOK_URL_HTTPS', 'WEBHOOK_URL_PRIVATE', 'WEBHOOK_URL_UNRESOLVED', 'WEBHOOK_EVENTS_EMPTY', 'WEBHOOKS_MAX'];

/** A refusal in the page's language when the server named its rule; the general error otherwise. */
const refusal = (error: unknown): Message => {
  const code = webhookRuleCode(error);
  return code && KNOWN.includes(code) ? msg(`hooks.errors.${code}` as MessageKey) : msg('hooks.error');
};

/**
 * The webhook endpoints of the signed-in account (issue 47, ADR 0043): the owner's on /dashboard/Webhooks,
 * a partner agency person's on /integrimet-e-agjencise (hearing only of its agency's bookings). Registers
 * endpoints (URL, events), shows each new secret once, disables, rotates, deletes (asked first), and
 * reads each endpoint's delivery log. Its results go to the nearest Toasts region (useNotice).
 */
export function WebhooksSection({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation();
  const word = useWord();
  const notify = useNotice();
  const { data, loading, error, refetch } = useDashboardWebhooksQuery({ fetchPolicy: 'cache-and-network' });
  const Heading = level === 3 ? 'h3' : 'h2';
  const [register, registering] = useRegisterWebhook();
  const [update] = useUpdateWebhook();
  const [rotate] = useRotateWebhookSecret();
  const [remove] = useDeleteWebhook();
  const { ask, dialog } = useConfirm();
  const ids = { events: useId(), secret: useId() };
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['BOOKING_CREATED']);
  const [formError, setFormError] = useState<Message | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const toggle = (e: WebhookEventType) => setEvents((now) => (now.includes(e) ? now.filter((x) => x !== e) : EVENTS.filter((x) => x === e || now.includes(x))));
  const showSecret = (shown: { url: string; secret: string }) => {
    setCopied(false);
    setSecret(shown);
  };

  async function onRegister(ev: FormEvent) {
    ev.preventDefault();
    setFormError(null);
    if (!events.length) return setFormError(msg('hooks.errors.WEBHOOK_EVENTS_EMPTY'));
    try {
      const res = await register({ variables: { input: { url: url.trim(), events, description: description.trim() || null } } });
      const made = res.data?.registerWebhook;
      if (made) showSecret({ url: made.endpoint.url, secret: made.secret });
      setUrl('');
      setDescription('');
    } catch (e) {
      setFormError(refusal(e));
    }
  }

  async function act(work: () => Promise<unknown>, done?: Message) {
    try {
      await work();
      if (done) notify({ kind: 'success', text: done });
    } catch (e) {
      notify({ kind: 'error', text: refusal(e) });
    }
  }

  const onRotate = async (e: Endpoint) => {
    if (!(await ask({ title: t('hooks.rotateTitle'), text: t('hooks.rotateText'), confirmLabel: t('hooks.rotate'), cancelLabel: t('hooks.cancel') }))) return;
    await act(async () => {
      const res = await rotate({ variables: { id: e.id } });
      const made = res.data?.rotateWebhookSecret;
      if (made) showSecret({ url: made.endpoint.url, secret: made.secret });
    });
  };
  const onDelete = async (e: Endpoint) => {
    if (!(await ask({ title: t('hooks.deleteTitle', { url: e.url }), text: t('hooks.deleteText'), confirmLabel: t('hooks.delete'), cancelLabel: t('hooks.cancel') }))) return;
    await act(() => remove({ variables: { id: e.id } }), msg('hooks.deleted'));
    if (open === e.id) setOpen(null);
  };

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the secret stays selectable.
    }
  }

  const endpoints = data?.myWebhooks ?? [];
  return (
    <>
      {secret && (
        <Panel title={t('hooks.secretTitle')} level={level} className="mb-6 border-amber-300 bg-amber-50">
          <p className="mb-2 text-sm font-medium text-amber-900" id={ids.secret}>{t('hooks.secretOnce')}</p>
          <p className="mb-2 text-sm break-all text-slate-700">{secret.url}</p>
          <code className="block rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm break-all select-all" aria-describedby={ids.secret} data-webhook-secret>{secret.secret}</code>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button type="button" className={actionButton} onClick={() => void copy(secret.secret)}>{t('hooks.copy')}</button>
            <button type="button" className={actionButton} onClick={() => setSecret(null)}>{t('hooks.done')}</button>
            {copied && <span role="status" className="text-sm text-green-800">{t('hooks.copied')}</span>}
          </div>
        </Panel>
      )}
      <Panel title={t('hooks.add')} level={level} className="mb-6">
        <form onSubmit={(e) => void onRegister(e)} className="grid gap-4" noValidate>
          <div>
            <TextField label={t('hooks.url')} type="url" inputMode="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" autoComplete="off" />
            <p className="mt-1 text-xs text-slate-600">{t('hooks.urlHint')}</p>
          </div>
          <fieldset aria-describedby={ids.events}>
            <legend className="mb-1 text-sm font-medium text-slate-700" id={ids.events}>{t('hooks.events')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {EVENTS.map((e) => (
                <label key={e} className="inline-flex min-h-9 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" checked={events.includes(e)} onChange={() => toggle(e)} />
                  {t(`hooks.eventNames.${e}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label={t('hooks.description')} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
          {formError && <FormMessage kind="error">{word(formError)}</FormMessage>}
          <div><button type="submit" className={mainButton} disabled={registering.loading}>{registering.loading ? t('hooks.registering') : t('hooks.register')}</button></div>
        </form>
      </Panel>
      <Heading className="mb-2 text-lg font-semibold">{t('hooks.listTitle')}</Heading>
      {error && <LoadError text={t('hooks.loadError')} onRetry={() => void refetch()} />}
      {loading && !data && <p className="text-slate-600">…</p>}
      {data && !endpoints.length && <p className="text-slate-600">{t('hooks.empty')}</p>}
      <ul className="grid gap-4">
        {endpoints.map((e) => (
          <li key={e.id}>
            <Panel>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-mono text-sm break-all text-slate-900">{e.url}</p>
                  {e.description && <p className="text-sm text-slate-600">{e.description}</p>}
                  <p className="mt-2 flex flex-wrap gap-1">
                    <Badge tone={e.active ? 'green' : 'slate'}>{e.active ? t('hooks.active') : t('hooks.disabled')}</Badge>
                    {e.events.map((ev) => <Badge key={ev} tone="sky">{t(`hooks.eventNames.${ev}`)}</Badge>)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={actionButton} aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
                    {open === e.id ? t('hooks.hideLog') : t('hooks.log')}
                  </button>
                  <button type="button" className={actionButton} onClick={() => void act(() => update({ variables: { input: { id: e.id, active: !e.active } } }), msg('hooks.saved'))}>
                    {e.active ? t('hooks.disable') : t('hooks.enable')}
                  </button>
                  <button type="button" className={actionButton} onClick={() => void onRotate(e)}>{t('hooks.rotate')}</button>
                  <button type="button" className={dangerButton} onClick={() => void onDelete(e)}>{t('hooks.delete')}</button>
                </div>
              </div>
              {open === e.id && <WebhookDeliveries endpointId={e.id} url={e.url} level={level === 3 ? 4 : 3} />}
            </Panel>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
