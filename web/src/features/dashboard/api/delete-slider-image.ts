/* GraphQL */ `
  mutation DeleteSliderImage($id: Int!) {
    deleteSliderImage(id: $id)
  }
`;

export { useDeleteSliderImageMutation } from '../../../gql/hooks';
