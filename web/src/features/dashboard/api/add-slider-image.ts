import { AddSliderImageDocument, DashboardSliderImagesDocument } from '../../../gql/graphql';
import { useAddSliderImageMutation } from '../../../gql/hooks';
import { appendCreated } from '../../../lib/cache';

/* GraphQL */ `
  mutation AddSliderImage($slider: SliderKind!, $input: SliderImageInput!) {
    addSliderImage(slider: $slider, input: $input) {
      ...DashboardSlide
    }
  }
`;

/** Adds a slide at the end of its slider; the cached table of that slider shows it at once. */
export const useAddSliderImage = () =>
  useAddSliderImageMutation({
    update: appendCreated(AddSliderImageDocument, DashboardSliderImagesDocument, 'sliderImages', (data) => data.addSliderImage, ({ slider }) => ({ slider })),
  });
