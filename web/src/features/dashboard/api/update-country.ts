/* GraphQL */ `
  mutation UpdateCountry($id: Int!, $input: CountryUpdateInput!) {
    updateCountry(id: $id, input: $input) {
      id
      name
    }
  }
`;

export { useUpdateCountryMutation } from '../../../gql/hooks';
