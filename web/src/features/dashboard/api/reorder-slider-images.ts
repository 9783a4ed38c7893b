/* GraphQL */ `
  mutation ReorderSliderImages($slider: SliderKind!, $input: SliderOrderInput!) {
    reorderSliderImages(slider: $slider, input: $input) {
      id
      position
    }
  }
`;

// The new positions merge into the cached slides by id: nothing else to update.
export { useReorderSliderImagesMutation as useReorderSliderImages } from '../../../gql/hooks';
