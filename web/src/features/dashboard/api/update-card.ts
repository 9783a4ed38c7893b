/* GraphQL */ `
  mutation UpdateCard($id: Int!, $input: CardUpdateInput!) {
    updateCard(id: $id, input: $input) {
      id
      kind
      name
      location
      price
      stars
      image {
        id
        url
        srcset
        alt
      }
    }
  }
`;

export { useUpdateCardMutation } from '../../../gql/hooks';
