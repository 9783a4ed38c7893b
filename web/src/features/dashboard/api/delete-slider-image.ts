import { useDeleteSliderImageMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteSliderImage($id: Int!) {
    deleteSliderImage(id: $id)
  }
`;

export const useDeleteSliderImage = () => useDeleteSliderImageMutation({ update: evictDeleted('SliderImage') });
