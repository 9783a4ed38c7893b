import { useTranslation } from '../../../lib/i18n/translation';
import { formatEuro, formatNumericDate } from '../../../lib/format';
import type { ReservationMoneyFragment } from '../api/reservation-payments';
import { Badge, type Tone } from './badge';

type Money = ReservationMoneyFragment['payment'];

export const euro = (cents: number) => formatEuro(cents / 100);

const stateTone: Record<Money['stages'][number]['state'], Tone> = { PAID: 'green', PART_PAID: 'amber', DUE: 'slate', OVERDUE: 'red' };

/** A booking's money at a glance (issue 44): paid, still to pay, the next payment, and each stage of its schedule. */
export function PaymentSchedule({ money }: { money: Money }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">{t('pay.total')}</dt>
        <dd className="tabular-nums">{euro(money.totalCents)}</dd>
        <dt className="font-medium text-slate-600">{t('pay.paid')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="money-paid">{euro(money.paidCents)}</dd>
        <dt className="font-medium text-slate-600">{t('pay.outstanding')}</dt>
        <dd className="tabular-nums">{euro(money.outstandingCents)}</dd>
        {money.nextDueDate && money.nextDueCents != null && (
          <>
            <dt className="font-medium text-slate-600">{t('pay.nextDue')}</dt>
            <dd>{t('pay.nextDueValue', { amount: euro(money.nextDueCents), date: formatNumericDate(money.nextDueDate) })}</dd>
          </>
        )}
      </dl>
      {(money.overdue || money.paidInFull) && (
        <p className="flex flex-wrap gap-2">
          {money.overdue && <Badge tone="red">! {t('pay.overdue')}</Badge>}
          {money.paidInFull && <Badge tone="green">✓ {t('pay.paidInFull')}</Badge>}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-slate-700">{t('pay.schedule')}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">{t('pay.stage')}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t('pay.amount')}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t('pay.dueDate')}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t('pay.paid')}</th>
              <th scope="col" className="py-1 font-medium">{t('pay.state')}</th>
            </tr>
          </thead>
          <tbody>
            {money.stages.map((s) => (
              <tr key={s.seq} className="border-t border-slate-100">
                <td className="py-1.5 pr-3">{t(`pay.stageKind.${s.kind}`)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{euro(s.amountCents)}</td>
                <td className="py-1.5 pr-3 tabular-nums">{formatNumericDate(s.dueDate)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{euro(s.paidCents)}</td>
                <td className="py-1.5"><Badge tone={stateTone[s.state]}>{t(`pay.stageState.${s.state}`)}</Badge></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
