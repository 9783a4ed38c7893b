/* GraphQL */ `
  mutation AddCard($kind: CardKind!, $input: CardInput!) {
    addCard(kind: $kind, input: $input) {
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

export { useAddCardMutation } from '../../../gql/hooks';
