/**
 * `npm run corporate-actions -- list [derived|confirmed|file|rejected]` | `confirm <id> [<id>...]` | `reject <id> [<id>...]`
 * The administrator's review of corporate actions (docs/DATA.md): derived actions are listed with their evidence
 * and applied only once confirmed; a decision recomputes the company's valuation at once.
 */
import { decideCorporateAction, listCorporateActions, type CorporateActionRow } from '../market/corporateActions/index';
import type { CorporateActionStatus } from '../market/corporateActions/schema';
import { openDatabase } from '../platform/db/client';
import { EnvError, parseEnv } from '../platform/env';
import { configureLogger } from '../platform/logger';

const USAGE = `Usage: npm run corporate-actions -- list [derived|confirmed|file|rejected]
       npm run corporate-actions -- confirm <id> [<id>...]
       npm run corporate-actions -- reject <id> [<id>...]
`;
const STATUSES: readonly CorporateActionStatus[] = ['derived', 'confirmed', 'file', 'rejected'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function line(a: CorporateActionRow): string {
  const when = a.exDate ?? `between ${a.windowFrom} and ${a.windowTo}`;
  return `${a.id}  ${a.symbol.padEnd(12)} ${a.status.padEnd(9)} ${a.description} (${when}, ${a.source})${a.evidence ? `\n    ${a.evidence}` : ''}`;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const status = rest[0] as CorporateActionStatus | undefined;
  if (command === 'list' ? status !== undefined && !STATUSES.includes(status) : command !== 'confirm' && command !== 'reject') {
    process.stderr.write(USAGE);
    return 2;
  }
  if (command !== 'list' && (rest.length === 0 || !rest.every((id) => UUID.test(id)))) {
    process.stderr.write(`Give the id(s) of the action(s) to ${command}, as \`list\` prints them.\n\n${USAGE}`);
    return 2;
  }
  configureLogger(process.env.LOG_LEVEL ?? 'error');
  const database = await openDatabase(parseEnv(process.env));
  try {
    if (command === 'list') {
      const found = await listCorporateActions(database.db, status ? { status } : {});
      process.stdout.write(found.length === 0 ? 'No corporate actions.\n' : `${found.map(line).join('\n')}\n${found.length} action(s)\n`);
      return 0;
    }
    for (const id of rest) {
      const action = await decideCorporateAction(database.db, id, command === 'confirm' ? 'confirmed' : 'rejected', 'cli');
      process.stdout.write(`${line(action)}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof EnvError ? '' : 'corporate-actions: '}${(error as Error).message}\n`);
    process.exit(1);
  },
);
