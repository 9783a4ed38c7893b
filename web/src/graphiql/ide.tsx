// Must run before GraphiQL loads Monaco, so the editors find their workers.
import './setup-workers';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { useEffect, useId, useState } from 'react';
import './page.css';

/** The API token pasted on this page (issue 47): read by the fetcher at each request; kept in memory only. */
const pasted = { token: '' };

// Without a token: same origin, with the session cookie (the IDE acts as the logged-in user, staff-only
// fields work). With one: `Authorization: Bearer` and no cookie, as an integrator's program calls.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => {
    if (!pasted.token) return fetch(input, { ...init, credentials: 'include' });
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${pasted.token}`);
    return fetch(input, { ...init, headers, credentials: 'omit' });
  },
});

const defaultQuery = `# Bani Travel GraphQL API.
# Log in on the site first to query staff-only fields,
# or paste an API token above to call it as an integrator does.
query Me {
  me {
    id
    username
    role
  }
}
`;

/**
 * The IDE itself (Monaco's editors and GraphiQL: megabytes, loaded on this page only), under a field
 * for an API token. The page is a developer's tool outside the site's dictionaries: its few words are
 * in both languages at once.
 */
export default function Ide() {
  const id = useId();
  const [token, setToken] = useState('');
  const use = (text: string) => {
    setToken(text);
    pasted.token = text.trim();
  };
  // Leaving the page forgets the token.
  useEffect(() => () => {
    pasted.token = '';
  }, []);

  return (
    <div id="graphiql-page">
      <div className="graphiql-token">
        <label htmlFor={id} lang="sq">Token API <span lang="en">(API token)</span></label>
        <input id={id} type="password" autoComplete="off" spellCheck={false} value={token} placeholder="bani_…"
          onChange={(e) => use(e.target.value)} aria-describedby={`${id}-hint`} />
        {token && <button type="button" onClick={() => use('')}>Hiq / Remove</button>}
        <p id={`${id}-hint`}>
          {token ? (
            <><span lang="sq">Kërkesat dërgohen me tokenin, pa cookie.</span> <span lang="en">Requests carry the token, no cookie.</span></>
          ) : (
            <><span lang="sq">Ngjitni një token nga Paneli → Tokenat e API-së: kërkesat dërgohen me Authorization: Bearer, pa cookie-n e sesionit.</span>{' '}
              <span lang="en">Paste a token from Dashboard → API tokens: requests carry Authorization: Bearer, without the session cookie.</span></>
          )}
        </p>
      </div>
      <div id="graphiql">
        <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
      </div>
    </div>
  );
}
