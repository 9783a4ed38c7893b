/* GraphQL */ `
  mutation DeleteDubaiPrice($id: Int!) {
    deleteDubaiPrice(id: $id)
  }
`;

export { useDeleteDubaiPriceMutation } from '../../../gql/hooks';
