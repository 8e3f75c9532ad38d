// `npm run doctor:verify -- <applicationId or uid>`: verifies a pending doctor application in the
// database the server uses (DATABASE_URL, else DATA_DIR's embedded PGlite). Stop `npm start`
// first when it runs on the embedded database: one process at a time may open it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyDoctorApplication } from '../server/services/doctorVerification';
import { withConfiguredDatabase } from './lib/configuredDatabase';

async function main() {
  const [target] = process.argv.slice(2);
  if (!target || !/^[A-Za-z0-9_-]{1,128}$/.test(target))
    throw new Error('Usage: npm run doctor:verify -- <applicationId or uid>');
  await withConfiguredDatabase(async (database) => {
    const outcome = await verifyDoctorApplication(database.db, target);
    if (outcome.kind === 'noPendingApplication') throw new Error(`No pending doctor application for ${target}`);
    if (outcome.kind === 'notRegistered') throw new Error(`User ${outcome.uid} has not registered`);
    console.log(
      `Verified application ${outcome.applicationId}: ${outcome.uid} is now the doctor ${outcome.doctorId} and can open the doctor's desk.`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
