/* GraphQL */ `
  mutation AddSliderImage($slider: SliderKind!, $input: SliderImageInput!) {
    addSliderImage(slider: $slider, input: $input) {
      id
      title
      position
      slider
      image {
        id
        url
        srcset
        alt
      }
    }
  }
`;

export { useAddSliderImageMutation } from '../../../gql/hooks';
