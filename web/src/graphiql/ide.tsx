// Must run before GraphiQL loads Monaco, so the editors find their workers.
import './setup-workers';
import '../lib/i18n/api-tokens-texts';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/translation';
import './page.css';

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
 * The IDE itself (Monaco's editors and GraphiQL: megabytes, loaded on this page only). Without a token
 * it calls /graphql with the session cookie (the IDE acts as the logged-in user); with a pasted API
 * token (issue 47) every request carries `Authorization: Bearer` and no cookie, as an integrator's
 * program does. The token lives in this page's memory only (never stored).
 */
export default function Ide() {
  const { t } = useTranslation();
  const id = useId();
  const [token, setToken] = useState('');
  const current = useRef('');
  current.current = token.trim();
  const fetcher = useMemo(() => createGraphiQLFetcher({
    url: '/graphql',
    fetch: (input, init) => {
      const bearer = current.current;
      if (!bearer) return fetch(input, { ...init, credentials: 'include' });
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${bearer}`);
      return fetch(input, { ...init, headers, credentials: 'omit' });
    },
  }), []);

  return (
    <div id="graphiql-page">
      <div className="graphiql-token">
        <label htmlFor={id}>{t('graphiqlToken.label')}</label>
        <input id={id} type="password" autoComplete="off" spellCheck={false} value={token} placeholder="bani_…"
          onChange={(e) => setToken(e.target.value)} aria-describedby={`${id}-hint`} />
        {token && <button type="button" onClick={() => setToken('')}>{t('graphiqlToken.clear')}</button>}
        <p id={`${id}-hint`}>{token ? t('graphiqlToken.using') : t('graphiqlToken.hint')}</p>
      </div>
      <div id="graphiql">
        <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
      </div>
    </div>
  );
}
