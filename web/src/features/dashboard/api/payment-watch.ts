// The payments page (issue 44, item 4): one list at a time, and how many rows each has (the tabs).
/* GraphQL */ `
  query DashboardPaymentWatch($view: PaymentWatchView!, $page: PageInput) {
    paymentWatch(view: $view, page: $page) {
      total
      page
      pageSize
      items {
        reservationId
        reference
        customer
        customerEmail
        title
        departureDate
        status
        stageSeq
        stageKind
        stageAmountCents
        amountDueCents
        dueDate
        daysOverdue
        expiresAt
        totalCents
        paidCents
      }
    }
    paymentWatchCounts {
      dueToday
      overdue
      optionsLapsing
    }
  }
`;

export { useDashboardPaymentWatchQuery } from '../../../gql/hooks';
export type { DashboardPaymentWatchQuery } from '../../../gql/graphql';
