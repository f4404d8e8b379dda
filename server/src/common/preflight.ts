import Redis from 'ioredis';
import { Client } from 'pg';
import { config } from './config';

/**
 * Checks that Postgres and Redis answer before anything starts. Resolves to an error line naming
 * the variable to set (or the service to start), or null when both are reachable.
 */
export async function preflight(): Promise<string | null> {
  const { DATABASE_URL, REDIS_URL } = config();
  const pg = new Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await pg.connect();
    await pg.query('SELECT 1');
  } catch (err) {
    if ((err as { code?: string }).code === '3D000') return createDatabase(DATABASE_URL);
    return `inkcast: cannot reach PostgreSQL at ${redact(DATABASE_URL)} (${(err as Error).message}); start it or set DATABASE_URL`;
  } finally {
    await pg.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `inkcast: cannot reach Redis at ${redact(REDIS_URL)} (${(err as Error).message}); start it or set REDIS_URL`;
  } finally {
    redis.disconnect();
  }
  return null;
}

/** Exits the process with the preflight line when a service is unreachable. */
export async function preflightOrExit(): Promise<void> {
  const problem = await preflight();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

/** Creates the database named in the URL (first run on a fresh machine); null on success. */
async function createDatabase(url: string): Promise<string | null> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const pg = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await pg.connect();
    await pg.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return null;
  } catch (err) {
    if ((err as { code?: string }).code === '42P04') return null; // created meanwhile
    return `inkcast: cannot create database ${name} (${(err as Error).message}); create it or set DATABASE_URL`;
  } finally {
    await pg.end().catch(() => undefined);
  }
}
