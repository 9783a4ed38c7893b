/*
 * Runs the client code generation described by the root `codegen.ts` (`npm run codegen`).
 *
 * Why not the graphql-codegen CLI: it bundles loaders for URLs, GitHub, git and Apollo Studio that
 * we never use, and those pull in packages that require Node 22+ (listr2, sync-fetch, @whatwg-node/*),
 * which warn on every install on Node 20 (ADR 0013). Our inputs are one SDL file and operations written
 * in web/src, so the generator's own core, the file loaders and the plugins are all we need.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import { loadDocuments } from '@graphql-tools/load';
import { buildSchema, parse } from 'graphql';
import config from '../../codegen.ts';
import { splitOperations } from './split-operations.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A plugin named like the CLI names them: a file path, or `x` for the package `@graphql-codegen/x`. */
async function loadPlugin(name: string): Promise<Types.CodegenPlugin> {
  const local = /[/\\]/.test(name) || name.endsWith('.cjs') || name.endsWith('.js');
  const specifier = local ? pathToFileURL(path.resolve(root, name)).href : `@graphql-codegen/${name}`;
  const module = (await import(specifier)) as Types.CodegenPlugin & { default?: Types.CodegenPlugin };
  return typeof module.plugin === 'function' ? module : (module.default as Types.CodegenPlugin);
}

async function main() {
  const schemaFile = config.schema as string;
  const sdl = await readFile(path.resolve(root, schemaFile), 'utf8');
  const schemaAst = buildSchema(sdl, { assumeValidSDL: true });
  const outputs = Object.keys(config.generates);
  const documents = await loadDocuments(asList(config.documents as string | string[]), {
    cwd: root,
    loaders: [new CodeFileLoader({ pluckConfig: { skipIndent: true } })],
    ignore: outputs.map((file) => path.join(root, file)),
    sort: true,
    skipGraphQLImport: true,
  });

  for (const [filename, target] of Object.entries(config.generates)) {
    const output = target as Types.ConfiguredOutput;
    const plugins = asList(output.plugins) as Array<string | Record<string, unknown>>;
    const normalized = plugins.map((p) => (typeof p === 'string' ? { [p]: {} } : p)) as Types.ConfiguredPlugin[];
    const pluginMap: Record<string, Types.CodegenPlugin> = {};
    for (const plugin of normalized) {
      const name = Object.keys(plugin)[0];
      pluginMap[name] = await loadPlugin(name);
    }
    const content = await codegen({
      filename,
      schema: parse(sdl),
      schemaAst,
      documents,
      plugins: normalized,
      pluginMap,
      config: { ...config.config, ...(output.config as object), emitLegacyCommonJSImports: config.emitLegacyCommonJSImports ?? true },
      emitLegacyCommonJSImports: config.emitLegacyCommonJSImports ?? true,
    });
    const target_ = path.resolve(root, filename);
    await mkdir(path.dirname(target_), { recursive: true });
    await writeFile(target_, content);
    console.log(`codegen: ${filename}`);
  }
  await splitOperations(path.resolve(root, 'web/src/gql'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
