/* GraphQL */ `
  mutation UpdateMacedoniaPrice($id: Int!, $input: MacedoniaPriceUpdateInput!) {
    updateMacedoniaPrice(id: $id, input: $input) {
      ...DashboardMacedoniaPriceRow
    }
  }
`;

export { useUpdateMacedoniaPriceMutation as useUpdateMacedoniaPrice } from '../../../gql/hooks';
