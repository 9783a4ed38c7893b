import { redirect, type ActionFunctionArgs } from 'react-router';
import { MeDocument } from '../../lib/api/me';
import { UpdateMyLanguageDocument } from '../../lib/api/update-my-language';
import { mutate } from '../../lib/form-action';
import { languageCookieValue } from '../../lib/i18n';
import { safeNext } from '../../lib/safe-next';
import { serverApollo } from '../../lib/server-context';

/**
 * The SQ/EN switch sent as a plain form (before the app runs, or without it): the choice is remembered
 * in the cookie the server renders by, on the account too for a logged-in visitor (the mails follow
 * it), and the same page comes back in that language. Once the app runs, the switch works in place.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get('language') === 'en' ? 'en' : 'sq';
  const me = (await serverApollo(context).query({ query: MeDocument })).data?.me;
  // Not saved on the account: the site still switches; the mails keep the previous language.
  if (me) await mutate(context, UpdateMyLanguageDocument, { language });
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(safeNext(String(form.get('next') ?? '')), { status: 303, headers: { 'Set-Cookie': languageCookieValue(language, secure) } });
}

/** Nothing to show: an address typed by hand goes home. */
export const loader = () => redirect('/');
