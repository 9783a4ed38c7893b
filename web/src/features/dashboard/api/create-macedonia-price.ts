/* GraphQL */ `
  mutation CreateMacedoniaPrice($input: MacedoniaPriceInput!) {
    createMacedoniaPrice(input: $input) {
      id
      roomType
      service
      inSeasonPrice
      offSeasonPrice
    }
  }
`;

export { useCreateMacedoniaPriceMutation } from '../../../gql/hooks';
