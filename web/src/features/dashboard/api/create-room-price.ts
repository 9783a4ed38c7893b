import { CreateRoomPriceDocument, DashboardRoomPricesDocument } from '../../../gql/graphql';
import { useCreateRoomPriceMutation } from '../../../gql/hooks';
import { appendCreated } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateRoomPrice($input: RoomPriceInput!) {
    createRoomPrice(input: $input) {
      ...DashboardRoomPriceRow
    }
  }
`;

/** Adds a row; the cached table shows it at once. */
export const useCreateRoomPrice = () =>
  useCreateRoomPriceMutation({ update: appendCreated(CreateRoomPriceDocument, DashboardRoomPricesDocument, 'roomPrices', (data) => data.createRoomPrice) });
