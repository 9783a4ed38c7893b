import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg } from '../../../lib/message';
import { saveJsonFile } from '../../../lib/save-file';
import { CustomerDataDocument, useEraseCustomerMutation } from '../api/customer-privacy';
import { describeError } from '../lib/api-error';
import { actionButton } from './row-buttons';
import { useNotice } from './toasts';
import type { useConfirm } from './use-confirm';

interface Customer {
  id: number;
  username: string;
}

/**
 * A customer's row, on the customer's request (issue 41): their data as JSON, or their account erased
 * (anonymised where bookings must stay for the agency's accounts), after asking. Both are activity-logged
 * by the API.
 */
export function CustomerPrivacyActions({ customer, busy, ask }: { customer: Customer; busy: boolean; ask: ReturnType<typeof useConfirm>['ask'] }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const notify = useNotice();
  const [erase, { loading: erasing }] = useEraseCustomerMutation();
  const name = customer.username;

  async function download() {
    notify(null);
    try {
      const { data } = await client.query({ query: CustomerDataDocument, variables: { userId: customer.id }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      saveJsonFile(`bani-travel-${name}-${new Date().toISOString().slice(0, 10)}.json`, data.customerData);
    } catch (caught) {
      notify({ kind: 'error', text: msg('dash.privacy.downloadError'), detail: describeError(caught, []).detail });
    }
  }

  async function eraseAccount() {
    const yes = await ask({ title: t('dash.privacy.eraseTitle', { name }), text: t('dash.privacy.eraseText'), confirmLabel: t('dash.privacy.erase'), cancelLabel: t('dash.common.cancel') });
    if (!yes) return;
    notify(null);
    try {
      const { data } = await erase({ variables: { userId: customer.id }, refetchQueries: ['DashboardUsers'] });
      const kept = data?.eraseCustomer.bookingsKept ?? 0;
      notify({ kind: 'success', text: data?.eraseCustomer.result === 'ANONYMISED' ? msg('dash.privacy.anonymised', { name, count: kept }) : msg('dash.privacy.deleted', { name }) });
    } catch (caught) {
      notify({ kind: 'error', text: msg('dash.privacy.eraseError'), detail: describeError(caught, []).detail });
    }
  }

  return (
    <>
      <button type="button" className={actionButton} disabled={busy} onClick={() => void download()}>
        {t('dash.privacy.download')}
        <span className="sr-only"> — {name}</span>
      </button>
      <button type="button" className={actionButton} disabled={busy || erasing} onClick={() => void eraseAccount()}>
        {t('dash.privacy.erase')}
        <span className="sr-only"> — {name}</span>
      </button>
    </>
  );
}
