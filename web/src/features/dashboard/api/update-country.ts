/* GraphQL */ `
  mutation UpdateCountry($id: Int!, $input: CountryUpdateInput!) {
    updateCountry(id: $id, input: $input) {
      ...DashboardCountryRow
    }
  }
`;

export { useUpdateCountryMutation as useUpdateCountry } from '../../../gql/hooks';
