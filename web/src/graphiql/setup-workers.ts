/*
 * Local copy of `@graphiql/react/setup-workers/vite`.
 * Importing that file from node_modules breaks Vite's dependency pre-bundling in dev (the `?worker`
 * suffix is only understood for source files), so the same few lines live here as project source.
 */
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';

type MonacoEnvironment = { getWorker(workerId: string, label: string): Worker };

(globalThis as typeof globalThis & { MonacoEnvironment: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
