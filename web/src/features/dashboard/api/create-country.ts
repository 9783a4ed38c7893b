/* GraphQL */ `
  mutation CreateCountry($input: CountryInput!) {
    createCountry(input: $input) {
      id
      name
    }
  }
`;

export { useCreateCountryMutation } from '../../../gql/hooks';
