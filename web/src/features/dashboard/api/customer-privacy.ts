// A customer's own data on the customer's request (issue 41): staff download it or erase the account.
/* GraphQL */ `
  query CustomerData($userId: Int!) {
    customerData(userId: $userId)
  }
`;

/* GraphQL */ `
  mutation EraseCustomer($userId: Int!) {
    eraseCustomer(userId: $userId) {
      result
      bookingsKept
    }
  }
`;

export { CustomerDataDocument } from '../../../gql/graphql';
export { useEraseCustomerMutation } from '../../../gql/hooks';
