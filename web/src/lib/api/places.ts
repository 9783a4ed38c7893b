/* GraphQL */ `
  query SitePlaces {
    countries {
      id
      name
      nameEn
    }
    cities {
      id
      name
      nameEn
      country {
        id
      }
    }
    airports {
      id
      name
      nameEn
      code
    }
  }
`;

export { SitePlacesDocument, type SitePlacesQuery } from '../../gql/graphql';
export { useSitePlacesQuery } from '../../gql/hooks';
