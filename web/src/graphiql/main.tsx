// Must run before GraphiQL loads Monaco, so the editors find their workers.
import './setup-workers';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

const root = document.getElementById('graphiql');
if (!root) throw new Error('#graphiql element missing from graphiql.html');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
