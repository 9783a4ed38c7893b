import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useAssignBankLineMutation, useIgnoreBankLineMutation } from '../../../gql/hooks';

// Bank statements (issue 44): the banks' formats, recent uploads, the lines waiting for staff.
/* GraphQL */ `
  query DashboardBankStatements {
    bankFormats {
      id
      code
      name
    }
    bankStatements(page: { pageSize: 10 }) {
      total
      items {
        id
        kind
        fileName
        uploadedAt
        uploadedByName
        lines
        credits
        matched
        unmatched
        alreadyBooked
        format {
          name
        }
      }
    }
  }
`;

/* GraphQL */ `
  query DashboardUnmatchedBankLines($page: PageInput) {
    bankStatementLines(filter: { state: UNMATCHED }, page: $page) {
      total
      items {
        id
        bookedOn
        amountCents
        currency
        payer
        paymentText
        reference
      }
    }
  }
`;

/* GraphQL */ `
  mutation AssignBankLine($id: Int!, $input: AssignBankLineInput!) {
    assignBankLine(id: $id, input: $input) {
      id
      state
      reference
    }
  }
`;

/* GraphQL */ `
  mutation IgnoreBankLine($id: Int!) {
    ignoreBankLine(id: $id) {
      id
      state
    }
  }
`;

export { useDashboardBankStatementsQuery, useDashboardUnmatchedBankLinesQuery } from '../../../gql/hooks';
export type { DashboardBankStatementsQuery, DashboardUnmatchedBankLinesQuery } from '../../../gql/graphql';

const REFRESH = { refetchQueries: ['DashboardUnmatchedBankLines', 'DashboardBankStatements'], awaitRefetchQueries: true };
export const useAssignBankLine = () => useAssignBankLineMutation(REFRESH);
export const useIgnoreBankLine = () => useIgnoreBankLineMutation(REFRESH);

export interface StatementSummary {
  id: number;
  lines: number;
  credits: number;
  matched: number;
  unmatched: number;
  alreadyBooked: number;
}

/** A refusal of the server's, with its Albanian text and, when it gave one, the rule's code (and numbers). */
export interface Refusal {
  text: string;
  code?: string;
  params?: Record<string, number>;
}

/** The upload's multipart POST (api/src/modules/bank-statements/bank-statement.routes.ts). */
export async function uploadStatement(file: File, format: string): Promise<StatementSummary> {
  const form = new FormData();
  if (format) form.append('format', format);
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch('/bank-statements', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw { text: '' } satisfies Refusal;
  }
  const body = (await res.json().catch(() => ({}))) as Partial<StatementSummary> & { error?: string; fields?: Record<string, string>; rules?: Record<string, { code: string; params?: Record<string, number> }> };
  if (res.status === 201) return body as StatementSummary;
  const field = Object.keys(body.fields ?? {})[0];
  const rule = field ? body.rules?.[field] : undefined;
  throw { text: (field && body.fields?.[field]) || body.error || '', code: rule?.code, params: rule?.params } satisfies Refusal;
}

/** The first refusal of a failed GraphQL mutation, with its rule's code when the server named one. */
export function refusalOf(error: unknown): Refusal {
  if (!CombinedGraphQLErrors.is(error)) return { text: '' };
  const ext = error.errors[0]?.extensions as { fields?: Record<string, string>; rules?: Record<string, { code: string; params?: Record<string, number> }> } | undefined;
  const field = Object.keys(ext?.fields ?? {})[0];
  const rule = field ? ext?.rules?.[field] : undefined;
  return { text: (field && ext?.fields?.[field]) || error.errors[0]?.message || '', code: rule?.code, params: rule?.params };
}
