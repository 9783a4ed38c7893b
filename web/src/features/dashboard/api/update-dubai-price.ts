/* GraphQL */ `
  mutation UpdateDubaiPrice($id: Int!, $input: DubaiPriceUpdateInput!) {
    updateDubaiPrice(id: $id, input: $input) {
      id
      departure
      roomType
      service
      days
      price
    }
  }
`;

export { useUpdateDubaiPriceMutation } from '../../../gql/hooks';
