/* GraphQL */ `
  query SitePlaces {
    countries {
      id
      name
    }
    cities {
      id
      name
      country {
        id
      }
    }
    airports {
      id
      name
      code
    }
  }
`;

export { SitePlacesDocument, type SitePlacesQuery } from '../../gql/graphql';
export { useSitePlacesQuery } from '../../gql/hooks';
