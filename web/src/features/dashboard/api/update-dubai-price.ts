/* GraphQL */ `
  mutation UpdateDubaiPrice($id: Int!, $input: DubaiPriceUpdateInput!) {
    updateDubaiPrice(id: $id, input: $input) {
      ...DashboardDubaiPriceRow
    }
  }
`;

export { useUpdateDubaiPriceMutation as useUpdateDubaiPrice } from '../../../gql/hooks';
