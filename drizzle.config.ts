import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: ['./worker/db/schema.ts', './worker/db/schema-problems.ts', './worker/db/schema-judging.ts', './worker/db/schema-tags.ts', './worker/db/schema-files.ts'],
  out: './migrations',
});
