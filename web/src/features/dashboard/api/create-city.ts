/* GraphQL */ `
  mutation CreateCity($input: CityInput!) {
    createCity(input: $input) {
      id
      name
      country {
        id
        name
      }
    }
  }
`;

export { useCreateCityMutation } from '../../../gql/hooks';
