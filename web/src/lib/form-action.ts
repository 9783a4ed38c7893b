import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data, type AppLoadContext } from 'react-router';
import { browserApollo } from './apollo';
import { toApiError, type ApiError } from './errors';
import type { FieldMessages } from './field-errors';
import type { FormResult } from './message';
import { serverApollo } from './server-context';

/*
 * Route actions (ADR 0019): a form posts to its page's action on the server, as a plain HTML form
 * before the app runs (or without it) and through the router once it does. The action reads the
 * form, checks it with the same rules the page checks before sending (lib/field-errors.ts), asks the
 * API in process (the same GraphQL mutation, service and validation as everyone else) and answers with
 * what the page shows in place, or a redirect.
 */

/** What an action answers for a form it did not accept: messages beside fields, a line under the form,
 *  and what was typed (never a password), so that a page drawn anew shows it again. */
export interface FormAnswer {
  fieldErrors?: FieldMessages<string>;
  result?: FormResult;
  values?: Partial<Record<string, string>>;
}

/** The form's text fields by name (missing ones as ''). */
export async function formValues<Name extends string>(request: Request, names: readonly Name[]): Promise<Record<Name, string> & { form: FormData }> {
  const form = await request.formData();
  const values = Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])) as Record<Name, string>;
  return Object.assign(values, { form });
}

/** A mutation run in process for this request's visitor: its data, or the API's refusal as one shape. */
export async function mutate<TData, TVars extends OperationVariables>(
  context: AppLoadContext,
  mutation: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<{ data: TData; error?: undefined } | { data?: undefined; error: ApiError }> {
  try {
    const { data } = await serverApollo(context).mutate({ mutation, variables } as never);
    return { data: data as TData };
  } catch (error) {
    return { error: toApiError(error) };
  }
}

const isRedirect = (value: unknown): value is Response => value instanceof Response && value.status >= 300 && value.status < 400;

/**
 * The browser's side of an action that changes who is logged in (login, register, logout): once the
 * server answers with its redirect, the browser's cache belonged to the visitor before, so it starts
 * again: what is shown now (the header's `me`) is asked anew, and the next page's loaders ask the rest.
 * A rejected reset only means a refetch was aborted (its component left); each query shows its own state.
 */
export async function sessionChanged<T>(serverAction: () => Promise<T>): Promise<T> {
  try {
    return await serverAction();
  } catch (thrown) {
    if (isRedirect(thrown)) await browserApollo().resetStore().catch(() => undefined);
    throw thrown;
  }
}

/**
 * A form the action did not accept. A plain form's page comes with the status that says why; the app's
 * own request gets 200 (its page shows the answer the same way, and a browser would log every 4xx of a
 * script as an error).
 */
export function refused<Answer extends FormAnswer>(context: AppLoadContext, answer: Answer, error?: ApiError) {
  const status = !error ? 400 : error.network ? 503 : error.code === 'TOO_MANY_REQUESTS' ? 429 : error.code === 'CONFLICT' ? 409 : 400;
  return data(answer, { status: context.fromApp ? 200 : status });
}
