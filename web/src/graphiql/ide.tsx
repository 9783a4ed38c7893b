// Must run before GraphiQL loads Monaco, so the editors find their workers.
import './setup-workers';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './page.css';

// Same origin, with the session cookie: the IDE acts as the logged-in user (staff-only fields work).
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
});

const defaultQuery = `# Bani Travel GraphQL API.
# Log in on the site first to query staff-only fields.
query Me {
  me {
    id
    username
    role
  }
}
`;

/** The IDE itself (Monaco's editors and GraphiQL: megabytes, loaded on this page only). */
export default function Ide() {
  return (
    <div id="graphiql">
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </div>
  );
}
