/* GraphQL */ `
  query SliderImages($slider: SliderKind!) {
    sliderImages(slider: $slider) {
      id
      title
      image {
        ...MediaImage_image
      }
    }
  }
`;

export { SliderImagesDocument } from '../../../gql/graphql';
export { useSliderImagesQuery } from '../../../gql/hooks';
