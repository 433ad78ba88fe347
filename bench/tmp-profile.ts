import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReportMinimalFiling } from '@registrar/domain';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import { fixedEntityId } from '../apps/api/src/db/seed-entities.ts';

let log: string[] = [];
const proto = (pg.Client.prototype as any);
const q0 = proto.query;
proto.query = function (...args: any[]) {
  const t = performance.now();
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text ?? args[0]?.name ?? '?';
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (...cb: any[]) => { log.push(`${(performance.now()-t).toFixed(2)}ms [cb] ${String(text).replace(/\s+/g,' ').slice(0,150)}`); return last(...cb); };
    return q0.apply(this, args);
  }
  const r = q0.apply(this, args);
  if (r && typeof r.then === 'function') return r.then((v: any) => { log.push(`${(performance.now()-t).toFixed(2)}ms ${String(text).replace(/\s+/g,' ').slice(0,150)}`); return v; });
  return r;
};
const name = `registrar_prof_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: 'postgres://root@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = `postgres://root@127.0.0.1:5432/${name}`;
const database = await openDatabase({ databaseUrl, poolSize: 10 });
await seedDatabase(database.db, { entityCount: 50 });
const c = database.pool;
const template = fixedEntityId('Estes Park Report Window LLC');
await c.query(`insert into entities (entity_id, name, name_key, entity_type, domestic_flag, jurisdiction, status_code, formation_date, reporting_month, next_report_due_date, principal_office, registered_agent)
 select (19000000000 + i)::text, 'Bench Report ' || i || ' LLC', 'BENCHREPORT' || i, entity_type, domestic_flag, jurisdiction, status_code, formation_date, reporting_month, next_report_due_date, principal_office, registered_agent from entities, generate_series(1, 50) as i where entity_id = $1`, [template]);
const apiKey = `rgk_bench_${randomBytes(24).toString('base64url')}`;
const acc = await c.query(`insert into filing_accounts (name, contact_email) values ('B','b@e.com') returning id`);
await c.query(`insert into api_keys (account_id, name, prefix, key_hash) values ($1,'b',$2,$3)`, [acc.rows[0].id, apiKey.slice(0,10), createHash('sha256').update(apiKey).digest('hex')]);
await c.query(`insert into ledger_entries (account_id, kind, amount_cents, memo) values ($1,'DEPOSIT',100000,'d')`, [acc.rows[0].id]);
const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'http://localhost:3000', DATABASE_URL: databaseUrl });
const app = await buildApp({ config, database }, { logger: false });
await app.ready();
const file = async (i: number) => {
  const t = performance.now();
  const r = await app.inject({ method: 'POST', url: '/filing-api/v1/filings', headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' }, payload: { filing: createReportMinimalFiling(String(19000000000 + i)) } });
  return [r.statusCode, performance.now() - t];
};
for (let i = 1; i <= 10; i++) await file(i);
log = [];
const [st, ms] = await file(11);
console.log(st, ms.toFixed(1), 'ms,', log.length, 'statements');
console.log(log.join('\n'));
let t0 = performance.now();
for (let i = 12; i <= 41; i++) await file(i);
console.log('30 sequential:', ((performance.now()-t0)/30).toFixed(1), 'ms each');
await app.close(); await database.close();
await admin.query(`drop database ${name} with (force)`); await admin.end();
