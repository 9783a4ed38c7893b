/* GraphQL */ `
  query SliderImages($slider: SliderKind!) {
    sliderImages(slider: $slider) {
      id
      title
      titleEn
      image {
        ...MediaImage_image
      }
    }
  }
`;

export { SliderImagesDocument } from '../../../gql/graphql';
export { useSliderImagesQuery } from '../../../gql/hooks';
