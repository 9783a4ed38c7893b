import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printContract } from './schema.js';

// `npm run schema`: writes the contract at the repo root; schema.test.ts fails when it drifts.
const target = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../schema.graphql');
await writeFile(target, await printContract());
console.log(`wrote ${target}`);
