/* GraphQL */ `
  mutation ReorderSliderImages($slider: SliderKind!, $input: SliderOrderInput!) {
    reorderSliderImages(slider: $slider, input: $input) {
      id
      position
    }
  }
`;

export { useReorderSliderImagesMutation } from '../../../gql/hooks';
