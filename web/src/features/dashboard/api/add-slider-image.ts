/* GraphQL */ `
  mutation AddSliderImage($slider: SliderKind!, $input: SliderImageInput!) {
    addSliderImage(slider: $slider, input: $input) {
      ...DashboardSlide
    }
  }
`;

export { useAddSliderImageMutation } from '../../../gql/hooks';
