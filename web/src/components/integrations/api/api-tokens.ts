// Issue 47: the owner's API tokens. The secret comes back from createApiToken only, never from the list.
/* GraphQL */ `
  query MyApiTokens {
    myApiTokens {
      id
      name
      prefix
      scopes
      createdAt
      expiresAt
      lastUsedAt
      revokedAt
    }
  }
`;

/* GraphQL */ `
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
        name
      }
    }
  }
`;

/* GraphQL */ `
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`;

export { useCreateApiTokenMutation, useMyApiTokensQuery, useRevokeApiTokenMutation } from '../../../gql/hooks';
