import { redirect, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { LogoutDocument } from '../../features/auth/api/logout';
import { mutate, sessionChanged } from '../../lib/form-action';

/**
 * The header's Logout, a form (it works before the app runs): ends the session and goes home (SPEC §4).
 * A failed logout leaves the visitor logged in, on the same page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { error } = await mutate(context, LogoutDocument, {});
  if (error) return redirect(new URL(request.headers.get('referer') ?? '/', request.url).pathname, { status: 303 });
  return redirect('/', { status: 303 });
}
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sessionChanged(serverAction);

/** Nothing to show: an address typed by hand goes home. */
export const loader = () => redirect('/');

export default function Logout() {
  return null;
}
