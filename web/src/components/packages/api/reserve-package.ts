/* GraphQL */ `
  mutation ReservePackage($input: ReserveInput!) {
    reservePackage(input: $input) {
      id
      packageId
      status
    }
  }
`;

export { useReservePackageMutation } from '../../../gql/hooks';
