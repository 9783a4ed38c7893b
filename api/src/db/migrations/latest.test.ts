import { describe, expect, it } from 'vitest';
import { migrationsList } from './index.js';
import { LATEST_MIGRATION } from './latest.js';

describe('LATEST_MIGRATION', () => {
  it('is the last migration of the list', () => {
    expect(LATEST_MIGRATION).toBe(migrationsList[migrationsList.length - 1]!.name);
  });
});
