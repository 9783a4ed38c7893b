// A customer's own data (issue 41): signed-in sessions, the data download, deleting the account.
/* GraphQL */ `
  query MySessions {
    mySessions {
      id
      current
      browser
      system
      program
      lastSeenAt
      signedInAt
    }
  }
`;

/* GraphQL */ `
  mutation SignOutSession($id: String!) {
    signOutSession(id: $id)
  }
`;

/* GraphQL */ `
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`;

/* GraphQL */ `
  query MyData {
    myData
  }
`;

/* GraphQL */ `
  mutation DeleteMyAccount($input: AccountDeletionInput!) {
    deleteMyAccount(input: $input) {
      result
      bookingsKept
    }
  }
`;

export { DeleteMyAccountDocument, MyDataDocument, type MySessionsQuery } from '../../../gql/graphql';
export { useMySessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from '../../../gql/hooks';
