/* GraphQL */ `
  mutation DeleteMacedoniaPrice($id: Int!) {
    deleteMacedoniaPrice(id: $id)
  }
`;

export { useDeleteMacedoniaPriceMutation } from '../../../gql/hooks';
