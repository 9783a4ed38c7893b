import { CreateMacedoniaPriceDocument, DashboardMacedoniaPricesDocument } from '../../../gql/graphql';
import { useCreateMacedoniaPriceMutation } from '../../../gql/hooks';
import { appendCreated } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateMacedoniaPrice($input: MacedoniaPriceInput!) {
    createMacedoniaPrice(input: $input) {
      ...DashboardMacedoniaPriceRow
    }
  }
`;

/** Adds a row; the cached table shows it at once. */
export const useCreateMacedoniaPrice = () =>
  useCreateMacedoniaPriceMutation({ update: appendCreated(CreateMacedoniaPriceDocument, DashboardMacedoniaPricesDocument, 'macedoniaPrices', (data) => data.createMacedoniaPrice) });
