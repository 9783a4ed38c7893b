import '../../../lib/i18n/payments-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import type { ReservationMoneyFragment } from '../api/reservation-payments';
import { PaymentForm } from './payment-form';
import { PaymentLedger } from './payment-ledger';
import { euro, PaymentSchedule } from './payment-schedule';

/**
 * "Pagesat" of one booking (issue 44): its schedule and what is paid, the ledger with a reversal per
 * entry, a payment to record, and, while the agency holds money, a refund with what the terms owe back.
 */
export function ReservationPayments({ reservation: r }: { reservation: ReservationMoneyFragment }) {
  const { t } = useTranslation();
  const money = r.payment;
  const ended = r.status === 'CANCELLED' || r.status === 'EXPIRED';
  const subheading = 'mb-2 mt-6 text-base font-semibold text-slate-900';
  return (
    <div>
      <PaymentSchedule money={money} />
      <h3 className={subheading}>{t('pay.ledger')}</h3>
      <PaymentLedger entries={r.payments} />
      <h3 className={subheading}>{t('pay.recordTitle')}</h3>
      {r.status === 'WAITLISTED' ? (
        <p className="text-sm text-slate-700">{t('pay.waitlisted')}</p>
      ) : (
        <PaymentForm reservation={r} mode="payment" heldCents={money.paidCents} />
      )}
      {money.paidCents > 0 && (
        <details className="mt-6 rounded-lg border border-slate-200 p-3" open={ended && money.refundOwedCents > 0}>
          <summary className="cursor-pointer text-base font-semibold text-slate-900">{t('pay.refundTitle')}</summary>
          <div className="mt-3 space-y-1 text-sm text-slate-700">
            <p>{t('pay.held', { amount: euro(money.paidCents) })}</p>
            {ended || money.refundOwedCents > 0 ? (
              <p className="font-semibold text-slate-900" data-testid="refund-owed">
                {money.refundOwedCents > 0 ? t('pay.refundOwed', { amount: euro(money.refundOwedCents) }) : t('pay.noRefundOwed')}
              </p>
            ) : null}
            {r.status === 'CANCELLED' && <p>{t('pay.cancellationFee', { amount: euro(money.cancellationFeeCents) })}</p>}
          </div>
          <div className="mt-3">
            <PaymentForm key={money.refundOwedCents} reservation={r} mode="refund" heldCents={money.paidCents} suggestedCents={money.refundOwedCents} />
          </div>
        </details>
      )}
    </div>
  );
}
