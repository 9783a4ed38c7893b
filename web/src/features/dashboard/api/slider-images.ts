// One slide of a slider table; the add and update mutations return the same shape for the cache.
/* GraphQL */ `
  fragment DashboardSlide on SliderImage {
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
`;

/* GraphQL */ `
  query DashboardSliderImages($slider: SliderKind!) {
    sliderImages(slider: $slider) {
      ...DashboardSlide
    }
  }
`;

export { useDashboardSliderImagesQuery } from '../../../gql/hooks';
export { DashboardSliderImagesDocument, type DashboardSliderImagesQuery } from '../../../gql/graphql';
