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
    # "Nisja nga" offers only the airports a package leaves from (issue 42, item 12).
    airports(withDepartures: true) {
      id
      name
      nameEn
      code
    }
  }
`;

export { SitePlacesDocument, type SitePlacesQuery } from '../../gql/graphql';
export { useSitePlacesQuery } from '../../gql/hooks';
