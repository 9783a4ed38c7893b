/* GraphQL */ `
  query BookingQuote($input: QuoteInput!) {
    bookingQuote(input: $input) {
      total
      deposit
      balance
      depositPercent
      balanceDueDate
      freeCancellationUntil
      seatsLeft
      lines {
        kind
        age
        count
        unitPrice
        amount
      }
    }
  }
`;

export { BookingQuoteDocument, type BookingQuoteQuery } from '../../../../gql/graphql';
export { useBookingQuoteQuery } from '../../../../gql/hooks';
