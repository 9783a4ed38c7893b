import '../../../lib/i18n/pages-texts';
import { useId } from 'react';
import { Form, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { checkFields, requestError, serverFieldErrors, type SiteField } from '../../../lib/field-errors';
import { formValues, mutate, refused, type FormAnswer } from '../../../lib/form-action';
import { useTranslation } from '../../../lib/i18n/translation';
import { albanian, msg, useWord } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { useFormErrors, useSuccessCount } from '../../../lib/use-form-errors';
import { SendContactMessageDocument } from '../api/send-contact-message';

type Field = 'name' | 'number' | 'email' | 'message';
const names: Field[] = ['name', 'number', 'email', 'message'];

// The API's rules (contact.inputs.ts), named as this form labels them.
const fields: Record<Field, SiteField> = {
  name: { label: msg('contact.name'), required: true, maxLength: 100 },
  number: { label: msg('contact.number'), kind: 'phone', required: true, maxLength: 20 },
  email: { label: msg('contact.email'), kind: 'email', required: true, maxLength: 254 },
  message: { label: msg('contact.message'), required: true, maxLength: 5000 },
};

/** Sends the message; the server answers its thank-you (UI-CONTENT), said in the page's language. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { form: _form, ...values } = await formValues(request, names);
  const fieldErrors = checkFields(fields, values);
  if (Object.keys(fieldErrors).length) return refused(context, { fieldErrors, values, result: { kind: 'error', message: msg('contact.failure') } });
  const { data, error } = await mutate(context, SendContactMessageDocument, { input: values });
  if (error) return refused(context, { fieldErrors: serverFieldErrors(fields, error), values, result: { kind: 'error', message: requestError(error, msg('contact.failure')) } }, error);
  const thanks = data.sendContactMessage;
  return { result: { kind: 'success' as const, message: thanks ? albanian(thanks, msg('contact.success')) : msg('contact.success') } };
}

/** /kontakt — "Kontaktoni me Ne": all four fields required (SPEC §5). */
export default function ContactPage() {
  const { t } = useTranslation();
  const word = useWord();
  const messageId = useId();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const navigation = useNavigation();
  const values = answer?.values;
  const { errors, show, fixed } = useFormErrors<Field>(answer?.fieldErrors);
  const sent = useSuccessCount(answer, answer?.result?.kind === 'success');
  const result = Object.keys(errors).length && !answer?.result ? { kind: 'error' as const, message: msg('contact.failure') } : answer?.result;
  const messageError = word(errors.message);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-[1fr_18rem]">
      <div className="rounded-2xl border border-sky-100 bg-white p-6 shadow-lg shadow-sky-100/60 sm:p-8">
        <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('contact.title')}</h1>
        <PageMeta title={t('contact.title')} description={t('contact.description')} />
        {/* A new form after each message sent: the fields start empty again. */}
        <Form
          key={sent}
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const found = checkFields(fields, Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])) as Record<Field, string>);
            if (Object.keys(found).length) {
              event.preventDefault();
              show(found);
            }
          }}
        >
          <TextField label={t('contact.name')} name="name" autoComplete="name" required maxLength={100} defaultValue={values?.name} error={word(errors.name)} onChange={() => fixed('name')} />
          <TextField label={t('contact.number')} name="number" type="tel" autoComplete="tel" required maxLength={20} defaultValue={values?.number} error={word(errors.number)} onChange={() => fixed('number')} />
          <TextField label={t('contact.email')} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values?.email} error={word(errors.email)} onChange={() => fixed('email')} />
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
              defaultValue={values?.message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${messageId}-error` : undefined}
              onChange={() => fixed('message')}
              className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 ${messageError ? 'border-red-500' : 'border-slate-300 focus:border-sky-500'}`}
            />
            {messageError && (
              <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
                {messageError}
              </p>
            )}
          </div>
          {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
          <Button type="submit" className="w-full sm:w-auto" disabled={navigation.state === 'submitting'}>
            {t('contact.submit')}
          </Button>
        </Form>
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
