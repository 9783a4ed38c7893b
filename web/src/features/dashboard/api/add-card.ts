import { AddCardDocument, DashboardCardsDocument } from '../../../gql/graphql';
import { useAddCardMutation } from '../../../gql/hooks';
import { appendCreated } from '../../../lib/cache';

/* GraphQL */ `
  mutation AddCard($kind: CardKind!, $input: CardInput!) {
    addCard(kind: $kind, input: $input) {
      ...DashboardCardRow
    }
  }
`;

/** Adds a card to its kind's list; the cached table of that kind shows it at once. */
export const useAddCard = () =>
  useAddCardMutation({
    update: appendCreated(AddCardDocument, DashboardCardsDocument, 'cards', (data) => data.addCard, ({ kind }) => ({ kind })),
  });
