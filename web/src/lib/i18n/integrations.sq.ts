// Issue 47: a partner agency's integrations page (its API tokens and webhooks). Lazy: integrations-texts.ts.
export const integrations_sq = {
  integrations: {
    title: 'Integrimet e agjencisë',
    intro: 'Lidhni sistemin e agjencisë suaj me Bani Travel: një token API i lejon programit tuaj të thërrasë API-në GraphQL pa u kyçur; një webhook e njofton sistemin tuaj sa herë që një rezervim i agjencisë krijohet, konfirmohet, paguhet, anulohet ose skadon.',
    tokensIntro: 'Tokeni vepron si llogaria juaj: lexon vetëm rezervimet e agjencisë suaj dhe rezervon në emër të saj.',
    hooksIntro: 'Adresat tuaja njoftohen vetëm për rezervimet e agjencisë suaj. Çdo dërgesë nënshkruhet me sekretin e adresës.',
    docsTitle: 'Udhëzuesi',
    docsText: 'Udhëzuesi për integruesit është në dokumentet docs/integrators.md (tokenat, pyetjet) dhe docs/webhooks.md (ngjarjet, nënshkrimi). Pyetjet mund t\'i provoni me tokenin tuaj në GraphiQL.',
    graphiql: 'Hap GraphiQL',
  },
};
