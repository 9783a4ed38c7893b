import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { checkFields, requestError, serverFieldErrors, type FieldMessages, type SiteField } from '../../../lib/field-errors';
import { albanian, msg, useWord, type FormResult } from '../../../lib/message';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSendContactMessageMutation } from '../api/send-contact-message';

const empty = { name: '', number: '', email: '', message: '' };
type Field = keyof typeof empty;

/** /kontakt — "Kontaktoni me Ne": all four fields required (SPEC §5); the server answers the thank-you text. */
export function ContactPage() {
  const { t } = useTranslation();
  const word = useWord();
  usePageMeta(t('contact.title'), t('contact.description'));
  const messageId = useId();
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Field>>({});
  const [result, setResult] = useState<FormResult | null>(null);
  const [send, { loading }] = useSendContactMessageMutation();

  const change = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  // The API's rules (contact.inputs.ts), named as this form labels them.
  const fields: Record<Field, SiteField> = {
    name: { label: msg('contact.name'), required: true, maxLength: 100 },
    number: { label: msg('contact.number'), kind: 'phone', required: true, maxLength: 20 },
    email: { label: msg('contact.email'), kind: 'email', required: true, maxLength: 254 },
    message: { label: msg('contact.message'), required: true, maxLength: 5000 },
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const invalid = checkFields(fields, values);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) {
      setResult({ kind: 'error', message: msg('contact.failure') });
      return;
    }
    try {
      const { data } = await send({ variables: { input: values } });
      setValues(empty);
      setFieldErrors({});
      // UI-CONTENT: the server's Albanian thanks; a page in another language says it in its own.
      const thanks = data?.sendContactMessage;
      setResult({ kind: 'success', message: thanks ? albanian(thanks, msg('contact.success')) : msg('contact.success') });
    } catch (error) {
      const api = toApiError(error);
      setFieldErrors(serverFieldErrors(fields, api));
      setResult({ kind: 'error', message: requestError(api, msg('contact.failure')) });
    }
  }

  const messageError = word(fieldErrors.message);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-[1fr_18rem]">
      <div className="rounded-2xl border border-sky-100 bg-white p-6 shadow-lg shadow-sky-100/60 sm:p-8">
        <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('contact.title')}</h1>
        <form className="space-y-4" noValidate onSubmit={onSubmit}>
          <TextField label={t('contact.name')} name="name" autoComplete="name" required maxLength={100} value={values.name} error={word(fieldErrors.name)} onChange={(e) => change('name')(e.target.value)} />
          <TextField label={t('contact.number')} name="number" type="tel" autoComplete="tel" required maxLength={20} value={values.number} error={word(fieldErrors.number)} onChange={(e) => change('number')(e.target.value)} />
          <TextField label={t('contact.email')} name="email" type="email" autoComplete="email" required maxLength={254} value={values.email} error={word(fieldErrors.email)} onChange={(e) => change('email')(e.target.value)} />
          <div>
            <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-slate-700">
              {t('contact.message')}
            </label>
            <textarea
              id={messageId}
              name="message"
              rows={4}
              required
              maxLength={5000}
              value={values.message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${messageId}-error` : undefined}
              onChange={(e) => change('message')(e.target.value)}
              className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 ${messageError ? 'border-red-500' : 'border-slate-300 focus:border-sky-500'}`}
            />
            {messageError && (
              <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
                {messageError}
              </p>
            )}
          </div>
          {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
          <Button type="submit" className="w-full sm:w-auto" disabled={loading}>
            {t('contact.submit')}
          </Button>
        </form>
      </div>
      <aside aria-labelledby="contact-aside" className="self-start rounded-2xl bg-sky-50 p-6 text-slate-800">
        <h2 id="contact-aside" className="text-lg font-bold text-slate-900">
          {t('footer.agency')}
        </h2>
        <p className="mt-3 text-sm">{t('contact.intro')}</p>
        <ul className="mt-4 space-y-2 text-sm font-medium">
          <li>
            <a href="tel:+38345963828" className="text-sky-800 underline">
              {t('footer.phone')}
            </a>
          </li>
          <li>
            <a href="mailto:info@Bani-travel.com" className="text-sky-800 underline">
              {t('footer.email')}
            </a>
          </li>
          <li>
            <a href="https://wa.me/38345963828" target="_blank" rel="noopener noreferrer" className="text-sky-800 underline">
              {t('home.whatsapp')}
            </a>
          </li>
        </ul>
      </aside>
    </div>
  );
}
