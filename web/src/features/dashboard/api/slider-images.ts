/* GraphQL */ `
  query DashboardSliderImages($slider: SliderKind!) {
    sliderImages(slider: $slider) {
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

export { useDashboardSliderImagesQuery } from '../../../gql/hooks';
export { DashboardSliderImagesDocument, type DashboardSliderImagesQuery } from '../../../gql/graphql';
