import { CreateDubaiPriceDocument, DashboardDubaiPricesDocument } from '../../../gql/graphql';
import { useCreateDubaiPriceMutation } from '../../../gql/hooks';
import { appendCreated } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateDubaiPrice($input: DubaiPriceInput!) {
    createDubaiPrice(input: $input) {
      ...DashboardDubaiPriceRow
    }
  }
`;

/** Adds a row; the cached table shows it at once. */
export const useCreateDubaiPrice = () =>
  useCreateDubaiPriceMutation({ update: appendCreated(CreateDubaiPriceDocument, DashboardDubaiPricesDocument, 'dubaiPrices', (data) => data.createDubaiPrice) });
