import { useRecordPaymentMutation, useRecordRefundMutation, useReversePaymentMutation } from '../../../gql/hooks';

// A booking's money for staff (issue 44): its schedule, what is paid, what is owed back, and the ledger.
/* GraphQL */ `
  fragment ReservationMoney on Reservation {
    id
    status
    expiresAt
    payment {
      totalCents
      paidCents
      outstandingCents
      stages {
        seq
        kind
        amountCents
        dueDate
        paidCents
        state
      }
      nextDueDate
      nextDueCents
      overdue
      paidInFull
      cancellationFeeCents
      refundOwedCents
    }
    payments {
      id
      kind
      method
      amountCents
      paidOn
      payer
      note
      receiptNo
      reversesId
      statementLineId
      createdByName
      createdAt
    }
  }
`;

// What an entry changes on the opened booking: its money, its status (a deposit confirms an option) and its history.
/* GraphQL */ `
  fragment ReservationMoneyAnswer on Reservation {
    ...ReservationMoney
    updatedAt
    history {
      id
      action
      username
      createdAt
      detail {
        changes {
          field
          from
          to
        }
      }
    }
  }
`;

/* GraphQL */ `
  mutation RecordPayment($input: PaymentInput!) {
    recordPayment(input: $input) {
      ...ReservationMoneyAnswer
    }
  }
`;

/* GraphQL */ `
  mutation RecordRefund($input: PaymentInput!) {
    recordRefund(input: $input) {
      ...ReservationMoneyAnswer
    }
  }
`;

/* GraphQL */ `
  mutation ReversePayment($id: Int!, $reason: String!) {
    reversePayment(id: $id, reason: $reason) {
      ...ReservationMoneyAnswer
    }
  }
`;

export type { ReservationMoneyFragment } from '../../../gql/graphql';
export type { PaymentMethod } from '../../../gql/schema';

/*
 * The answer is the booking, cached under its id: the opened booking shows the new entry, its status and
 * its history without asking again. The list is asked again: a payment may have confirmed an option; and
 * the booking's documents, which then show that the receipt is being made (issue 45).
 */
const refetch = { refetchQueries: ['DashboardReservations', 'BookingDocuments'] };
export const useRecordPayment = () => useRecordPaymentMutation(refetch);
export const useRecordRefund = () => useRecordRefundMutation(refetch);
export const useReversePayment = () => useReversePaymentMutation(refetch);
