import { redirect, type ActionFunctionArgs } from 'react-router';
import { checkField, fieldError, requestError, type SiteField } from '../../../lib/field-errors';
import { redirectWithFlash } from '../../../lib/flash';
import { mutate } from '../../../lib/form-action';
import type { FormResult } from '../../../lib/message';
import { msg } from '../../../lib/message';
import { safeNext } from '../../../lib/safe-next';
import { SubscribeDocument } from '../api/subscribe';

export const emailField: SiteField = { label: msg('subscribe.emailLabel'), kind: 'email', required: true, maxLength: 254 };

/** What the footer's box shows after a try (SPEC §8: green success, red failure). */
export type SubscribeAnswer = FormResult & { invalid?: boolean };

/**
 * The footer's weekly-offers box on every page. Sent by the app, the answer is shown in the box; sent as
 * a plain form, the visitor comes back to the page with the result said at its top.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const language = form.get('language') === 'en' ? 'en' : 'sq';
  const rule = checkField(email, emailField);
  const { error } = rule ? { error: undefined } : await mutate(context, SubscribeDocument, { input: { email, language } });
  const invalid = Boolean(rule || error?.fields.email);
  const answer: SubscribeAnswer = rule || error
    ? { kind: 'error', message: invalid ? fieldError(rule ?? 'email', emailField) : requestError(error!, msg('subscribe.failure')), invalid }
    : { kind: 'success', message: msg('subscribe.success') };
  if (context.fromApp) return answer;
  return redirectWithFlash(safeNext(String(form.get('next') ?? '')), answer.kind === 'success' ? 'subscribe.success' : 'subscribe.failure');
}

/** Nothing to show: an address typed by hand goes home. */
export const loader = () => redirect('/');
