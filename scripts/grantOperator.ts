// `npm run operator:grant -- <uid or mobile number>`: gives a registered user the operator role in
// the database the server uses (DATABASE_URL, else DATA_DIR's embedded PGlite), which opens the
// operator's desk (/ops) to them. Stop `npm start` first when it runs on the embedded database:
// one process at a time may open it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { grantOperator } from '../server/services/ops/operators';
import { withConfiguredDatabase } from './lib/configuredDatabase';

const USAGE = 'Usage: npm run operator:grant -- <uid or mobile number>';

async function main() {
  const target = process.argv.slice(2).join(' ').trim();
  if (!target || !/^[A-Za-z0-9_+ -]{1,128}$/.test(target)) throw new Error(USAGE);
  await withConfiguredDatabase(async (database) => {
    const outcome = await grantOperator(database.db, target);
    if (outcome.kind === 'notRegistered') throw new Error(`No registered user has the uid or mobile number ${target}`);
    console.log(
      outcome.kind === 'granted'
        ? `${outcome.fullName} (${outcome.uid}) is now an operator and can open the operator's desk.`
        : `${outcome.fullName} (${outcome.uid}) is already an operator.`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
