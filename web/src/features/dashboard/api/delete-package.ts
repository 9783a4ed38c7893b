/* GraphQL */ `
  mutation DeletePackage($id: Int!) {
    deletePackage(id: $id)
  }
`;

export { useDeletePackageMutation } from '../../../gql/hooks';
