/* GraphQL */ `
  mutation UpdateSliderImage($id: Int!, $input: SliderImageUpdateInput!) {
    updateSliderImage(id: $id, input: $input) {
      ...DashboardSlide
    }
  }
`;

export { useUpdateSliderImageMutation as useUpdateSliderImage } from '../../../gql/hooks';
