/* GraphQL */ `
  mutation UpdateMacedoniaPrice($id: Int!, $input: MacedoniaPriceUpdateInput!) {
    updateMacedoniaPrice(id: $id, input: $input) {
      id
      roomType
      service
      inSeasonPrice
      offSeasonPrice
    }
  }
`;

export { useUpdateMacedoniaPriceMutation } from '../../../gql/hooks';
