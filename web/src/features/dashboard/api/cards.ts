// One destination card in its table; the add and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardCardRow on Card {
    id
    kind
    name
    nameEn
    location
    locationEn
    price
    stars
    image {
      ...DashboardImage
    }
  }
`;

/* GraphQL */ `
  query DashboardCards($kind: CardKind!) {
    cards(kind: $kind) {
      ...DashboardCardRow
    }
  }
`;

export { useDashboardCardsQuery } from '../../../gql/hooks';
export { DashboardCardsDocument, type DashboardCardRowFragment } from '../../../gql/graphql';
