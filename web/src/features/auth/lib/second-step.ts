import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { AppLoadContext } from 'react-router';
import { toApiError, type ApiError } from '../../../lib/errors';
import { serverApollo } from '../../../lib/server-context';
import { isStaffRole } from './away-if-logged-in';
import { ruleCodesOf } from './rule-codes';

/** The second step a sign-in still needs (issue 41): the app's code, or enrolling an app first (staff). */
export type SecondStep = 'code' | 'enrol';

const stepOfCode: Record<string, SecondStep> = { TWO_FACTOR_REQUIRED: 'code', TWO_FACTOR_ENROLMENT_REQUIRED: 'enrol' };

/** The step an API refusal asks for, if it is one (lib/errors.ts knows only the general codes). */
export function secondStepOf(error: unknown): SecondStep | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const step = stepOfCode[String(e.extensions?.code)];
    if (step) return step;
  }
  return undefined;
}

/** lib/form-action's `mutate`, which also tells which second step a sign-in refused for needs, and the rules it names. */
export async function mutateSignIn<TData, TVars extends OperationVariables>(
  context: AppLoadContext,
  mutation: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<{ data: TData; error?: undefined; step?: undefined; rules?: undefined } | { data?: undefined; error: ApiError; step?: SecondStep; rules: string[] }> {
  try {
    const { data } = await serverApollo(context).mutate({ mutation, variables } as never);
    return { data: data as TData };
  } catch (error) {
    return { error: toApiError(error), step: secondStepOf(error), rules: ruleCodesOf(error) };
  }
}

/** Where a finished sign-in goes: back where the visitor came from, staff from the home page to the dashboard. */
export const afterSignIn = (next: string, role: string) => (next === '/' && isStaffRole(role) ? '/dashboard' : next);

/** The enrolment page's address, keeping where the visitor was going. */
export const enrolmentUrl = (next: string) => (next && next !== '/' ? `/verifikimi-me-dy-hapa?next=${encodeURIComponent(next)}` : '/verifikimi-me-dy-hapa');
