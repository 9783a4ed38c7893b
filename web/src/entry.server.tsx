import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { AppProviders } from './app/providers';
import i18n, { addEnglish, languageOfCookies } from './lib/i18n';
import { en } from './lib/i18n/en';
import { NonceContext } from './lib/nonce';
import { serverApollo } from './lib/server-context';

// Both dictionaries on the server; each render takes its own instance in the visitor's language.
addEnglish(en);

/** How long a render may stream before it is cut off (React Router reads this export). */
export const streamTimeout = 5000;

/**
 * A page rendered on the server: once, with the data its loaders put in the request's Apollo cache
 * (lib/route-data.ts), streamed as React renders it; a search engine's crawler gets it whole. The
 * response says what the page's data and its render cost (Server-Timing).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, router: EntryContext, context: AppLoadContext) {
  const started = performance.now();
  const translations = i18n.cloneInstance({ lng: languageOfCookies(request.headers.get('cookie') ?? undefined) });
  const ready = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellFailed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={context.nonce}>
        <AppProviders client={serverApollo(context)} i18n={translations}>
          <ServerRouter context={router} url={request.url} nonce={context.nonce} />
        </AppProviders>
      </NonceContext.Provider>,
      {
        nonce: context.nonce,
        [ready]() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          headers.append('Server-Timing', `${context.dataTiming()}, render;dur=${(performance.now() - started).toFixed(1)};desc="1 pass"`);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: shellFailed ? 500 : status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          shellFailed = true;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
