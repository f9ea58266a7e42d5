import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; it never connects, so no credentials are needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
