// The money report (issue 44, item 5): a period's money received, open balances and refunds owed.
/* GraphQL */ `
  fragment MoneyReceivedLine on MoneyReceivedRow {
    day
    method
    receivedCents
    refundedCents
    reversedCents
    netCents
    entries
  }
`;

/* GraphQL */ `
  query DashboardMoneyReport($period: MoneyPeriodInput, $receivedPage: PageInput, $outstandingPage: PageInput, $refundsPage: PageInput) {
    moneyReport(period: $period) {
      period {
        from
        to
      }
      received(page: $receivedPage) {
        total
        items {
          ...MoneyReceivedLine
        }
      }
      receivedByMethod {
        ...MoneyReceivedLine
      }
      receivedTotal {
        ...MoneyReceivedLine
      }
      outstanding(page: $outstandingPage) {
        total
        items {
          reservationId
          reference
          customer
          customerEmail
          title
          departureDate
          status
          totalCents
          paidCents
          outstandingCents
          nextDueDate
          nextDueCents
        }
      }
      outstandingTotalCents
      refunds(page: $refundsPage) {
        total
        items {
          reservationId
          reference
          customer
          customerEmail
          title
          departureDate
          status
          cancelledAt
          freeCancellationUntil
          totalCents
          paidCents
          feeCents
          refundOwedCents
        }
      }
      refundsTotalCents
    }
  }
`;

export { useDashboardMoneyReportQuery } from '../../../gql/hooks';
export type { DashboardMoneyReportQuery, MoneyReceivedLineFragment } from '../../../gql/graphql';
