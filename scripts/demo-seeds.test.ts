import { describe, expect, it } from 'vitest';
import { unstable_splitSqlQuery } from 'wrangler';
import { demoSeeds } from './stack';

describe('the demo seeds of every start', () => {
  it('each hold a statement a line, as D1 exec runs them (npm start seeds through exec)', async () => {
    const seeds = await demoSeeds(Math.floor(Date.now() / 1000), new Set());
    expect(seeds.length).toBeGreaterThan(5);
    for (const seed of seeds) {
      const lines = seed.sql.split('\n').filter((line) => line.trim() !== '');
      // wrangler's splitter (what `wrangler d1 execute --file` runs) finds the same statements as the lines
      expect(unstable_splitSqlQuery(seed.sql).map((s) => s.replace(/;$/, '').trim()), seed.label).toEqual(lines.map((l) => l.replace(/;$/, '').trim()));
    }
  }, 60_000);
});
