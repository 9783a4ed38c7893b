import type { integrations_sq } from './integrations.sq';

// Issue 47: a partner agency's integrations page (English; integrations.sq.ts is the source).
export const integrations_en: typeof integrations_sq = {
  integrations: {
    title: 'Agency integrations',
    intro: 'Connect your agency\'s system to Bani Travel: an API token lets your program call the GraphQL API without signing in; a webhook tells your system whenever one of the agency\'s bookings is created, confirmed, paid, cancelled or expires.',
    tokensIntro: 'A token acts as your account: it reads your agency\'s bookings only and books on its behalf.',
    hooksIntro: 'Your endpoints hear only of your agency\'s bookings. Each delivery is signed with the endpoint\'s secret.',
    docsTitle: 'The guide',
    docsText: 'The integrators\' guide is in docs/integrators.md (tokens, queries) and docs/webhooks.md (events, signatures). Try queries with your token in GraphiQL.',
    graphiql: 'Open GraphiQL',
  },
};
