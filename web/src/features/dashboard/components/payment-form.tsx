import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { todayLocal } from '../../../lib/dates';
import { msg } from '../../../lib/message';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { FieldMessages } from '../../../lib/field-errors';
import type { ReservationStatus } from '../../../gql/schema';
import { useRecordPayment, useRecordRefund, type PaymentMethod } from '../api/reservation-payments';
import { describeError, type KnownField } from '../lib/api-error';
import { centsToInput, parseEuroCents } from '../lib/euro-cents';
import type { FieldSpec, Values } from '../lib/fields';
import { FieldControl } from './field-control';
import { mainButton } from './row-buttons';
import { useNotice } from './toasts';

/** The form's fields, named as the API's PaymentInput names them: its refusals land beside them. */
type Name = 'amountCents' | 'method' | 'paidOn' | 'payer' | 'receiptNo' | 'note';
const KNOWN: KnownField[] = [
  { name: 'amountCents', kind: 'text' }, { name: 'method', kind: 'select' }, { name: 'paidOn', kind: 'date' },
  { name: 'payer', kind: 'text' }, { name: 'receiptNo', kind: 'text' }, { name: 'note', kind: 'text' },
];
const METHODS: PaymentMethod[] = ['CASH', 'CARD', 'BANK_TRANSFER'];

interface Props {
  reservation: { id: number; status: ReservationStatus };
  /** Money in, or money paid back (never more than `heldCents`). */
  mode: 'payment' | 'refund';
  heldCents: number;
  /** A refund's amount to start from: what the terms owe back. */
  suggestedCents?: number;
}

/**
 * Money received or paid back, as staff type it (issue 44): the amount in euro ("150", "150,50"), sent
 * as whole cents; the method, the day (today unless changed), the payer, the receipt number and a note.
 * Checked here first with the server's own rules, then refusals of the server shown beside their field.
 */
export function PaymentForm({ reservation, mode, heldCents, suggestedCents = 0 }: Props) {
  const { t, i18n } = useTranslation();
  const idBase = useId();
  const fresh = (): Values => ({
    amountCents: suggestedCents > 0 ? centsToInput(suggestedCents, i18n.language) : '', method: 'CASH', paidOn: todayLocal(), payer: '', receiptNo: '', note: '',
  });
  const [values, setValues] = useState<Values>(fresh);
  const { errors, show, fixed } = useFormErrors<Name>(undefined);
  const [recordPayment, paying] = useRecordPayment();
  const [recordRefund, refunding] = useRecordRefund();
  const setNotice = useNotice();
  const busy = paying.loading || refunding.loading;
  const optional = ` ${t('pay.optional')}`;

  const specs: FieldSpec[] = [
    { name: 'amountCents', label: t('pay.amountEuro'), kind: 'text', required: true, placeholder: t('pay.amountHint'), autoComplete: 'off' },
    { name: 'method', label: t('pay.method'), kind: 'select', required: true, options: METHODS.map((m) => ({ value: m, label: t(`pay.methods.${m}`) })) },
    { name: 'paidOn', label: t('pay.paidOn'), kind: 'date', required: true },
    { name: 'payer', label: t('pay.payer') + optional, kind: 'text', autoComplete: 'off' },
    { name: 'receiptNo', label: t('pay.receiptNo') + optional, kind: 'text', autoComplete: 'off' },
    { name: 'note', label: t('pay.note') + optional, kind: 'text', autoComplete: 'off' },
  ];

  function check(cents: number | null): FieldMessages<Name> {
    const found: FieldMessages<Name> = {};
    if (cents === null) found.amountCents = msg('serverRules.AMOUNT_INVALID');
    else if (mode === 'refund' && cents > heldCents) found.amountCents = msg('serverRules.REFUND_ABOVE_PAID', { paid: heldCents / 100 });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn ?? '') || values.paidOn! > todayLocal()) found.paidOn = msg('serverRules.PAID_ON_INVALID');
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const cents = parseEuroCents(values.amountCents ?? '');
    const found = check(cents);
    if (Object.keys(found).length) return show(found);
    const text = (name: Name) => values[name]?.trim() || null;
    const input = { reservationId: reservation.id, amountCents: cents!, method: values.method as PaymentMethod, paidOn: values.paidOn!, payer: text('payer'), receiptNo: text('receiptNo'), note: text('note') };
    try {
      if (mode === 'refund') {
        await recordRefund({ variables: { input } });
        setNotice({ kind: 'success', text: msg('pay.refunded') });
      } else {
        const { data } = await recordPayment({ variables: { input } });
        const confirmed = reservation.status === 'OPTION' && data?.recordPayment.status === 'CONFIRMED';
        setNotice({ kind: 'success', text: msg(confirmed ? 'pay.recordedConfirmed' : 'pay.recorded') });
      }
      setValues({ ...fresh(), amountCents: '', method: values.method ?? 'CASH' });
    } catch (caught) {
      const { api, fields, detail } = describeError(caught, KNOWN);
      if (Object.keys(fields).length) return show(fields as FieldMessages<Name>);
      // Not about one field (a booking on the waiting list): its rule in the page's language, else the server's reason.
      setNotice({ kind: 'error', text: msg(mode === 'refund' ? 'pay.refundError' : 'pay.recordError'), detail: api.rules?.reservationId ?? detail });
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        {specs.map((spec) => (
          <FieldControl
            key={spec.name}
            id={`${idBase}-${spec.name}`}
            spec={spec}
            values={values}
            error={errors[spec.name as Name]}
            disabled={busy}
            onChange={(name, value) => {
              setValues((v) => ({ ...v, [name]: value }));
              fixed(name as Name);
            }}
          />
        ))}
      </div>
      <button type="submit" className={mainButton} disabled={busy}>
        {t(mode === 'refund' ? 'pay.refund' : 'pay.record')}
      </button>
    </form>
  );
}
