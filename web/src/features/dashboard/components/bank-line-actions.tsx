import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord, type Message } from '../../../lib/message';
import { refusalOf, useAssignBankLine, useIgnoreBankLine } from '../api/bank-statements';
import { cents, refusalMessage } from '../lib/bank-refusal';
import { actionButton, dangerButton } from './row-buttons';
import { useNotice } from './toasts';

interface Line {
  id: number;
  payer: string;
  amountCents: number;
  currency: string;
  reference?: string | null;
}

/** An unmatched payment's actions: book it for the booking staff name, or set it aside as not ours. */
export function BankLineActions({ line }: { line: Line }) {
  const { t } = useTranslation();
  const word = useWord();
  const inputId = useId();
  const errorId = useId();
  const [reference, setReference] = useState(line.reference ?? '');
  const [error, setError] = useState<Message | null>(null);
  const [assign, assigning] = useAssignBankLine();
  const [ignore, ignoring] = useIgnoreBankLine();
  const setNotice = useNotice();
  const busy = assigning.loading || ignoring.loading;

  async function onAssign() {
    if (!reference.trim()) {
      setError(msg('dash.bankStatements.rules.BOOKING_REFERENCE'));
      return;
    }
    setError(null);
    try {
      const done = await assign({ variables: { id: line.id, input: { reference } } });
      setNotice({ kind: 'success', text: msg('dash.bankStatements.assigned', { reference: done.data?.assignBankLine.reference ?? reference }) });
    } catch (e) {
      setError(refusalMessage(refusalOf(e), 'dash.bankStatements.assignError'));
    }
  }

  async function onIgnore() {
    setError(null);
    try {
      await ignore({ variables: { id: line.id } });
      setNotice({ kind: 'success', text: msg('dash.bankStatements.ignored') });
    } catch (e) {
      setError(refusalMessage(refusalOf(e), 'dash.bankStatements.ignoreError'));
    }
  }

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void onAssign();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('dash.bankStatements.referenceLabel', { payer: line.payer || '—', amount: cents(line.amountCents, line.currency) })}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          placeholder="BT-2026-000123"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-40 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
        />
        <button type="submit" className={actionButton} disabled={busy}>
          {t('dash.bankStatements.assign')}
        </button>
        <button type="button" className={dangerButton} disabled={busy} onClick={() => void onIgnore()}>
          {t('dash.bankStatements.ignore')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-800">
          {word(error)}
        </p>
      )}
    </form>
  );
}
