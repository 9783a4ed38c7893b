/* GraphQL */ `
  mutation CreateDubaiPrice($input: DubaiPriceInput!) {
    createDubaiPrice(input: $input) {
      id
      departure
      roomType
      service
      days
      price
    }
  }
`;

export { useCreateDubaiPriceMutation } from '../../../gql/hooks';
