import { defineConfig } from 'drizzle-kit';

// drizzle-kit is used to generate migrations only; the app applies them at start (see platform/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/app/tables.ts',
  out: './apps/server/drizzle',
});
