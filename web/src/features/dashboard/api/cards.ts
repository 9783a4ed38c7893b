/* GraphQL */ `
  query DashboardCards($kind: CardKind!) {
    cards(kind: $kind) {
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

export { useDashboardCardsQuery } from '../../../gql/hooks';
export { DashboardCardsDocument, type DashboardCardsQuery } from '../../../gql/graphql';
