// One slide of a slider table; the add and update mutations return the same shape for the cache.
/* GraphQL */ `
  fragment DashboardSlide on SliderImage {
    id
    title
    titleEn
    position
    slider
    image {
      ...DashboardImage
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
export { DashboardSliderImagesDocument, type DashboardSlideFragment } from '../../../gql/graphql';
