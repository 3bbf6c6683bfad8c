/*
 * The baseline for scripts/bench/intake.ts: the least a server can do for POST /api/submit-case-review.
 * node:http, JSON.parse, a few hand-written checks, one parameterised single-row INSERT through a
 * pg.Pool as large as the app's, and a 201 JSON answer with the case number. No framework, no
 * logging, no rate limit, no outbox row. Started by intake.ts as a child process.
 *
 * Env: PORT, DATABASE_URL (an already migrated database), DATABASE_POOL_MAX (default 10).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

const PORT = Number(process.env.PORT ?? 0);
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const BODY_LIMIT = 100 * 1024; // express.json's default limit, which the app uses

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_MAX });
pool.on('error', (error) => console.error('pg pool error:', error.message));

const INSERT_SQL = `insert into application (id, first_name, last_name, email, phone, platform, deactivation_date,
  deactivation_reason, attempted_reactivation, support_response, description, document_urls, locale, source)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14)
returning case_number`;

type Body = Record<string, unknown>;

function send(res: ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const requiredString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const optionalString = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The fields the app requires, by hand: enough to refuse garbage, nowhere near the app's zod schema. */
function invalidField(body: Body): string | null {
  for (const field of ['firstName', 'email', 'phone', 'platform', 'deactivationDate', 'deactivationReason']) {
    if (!requiredString(body[field])) return field;
  }
  if (typeof body.attemptedReactivation !== 'boolean') return 'attemptedReactivation';
  if (body.documentUrls !== undefined && !(Array.isArray(body.documentUrls) && body.documentUrls.every((u) => typeof u === 'string'))) {
    return 'documentUrls';
  }
  return null;
}

async function submitCaseReview(raw: string, res: ServerResponse): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return send(res, 400, { success: false, error: 'invalid JSON' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return send(res, 400, { success: false, error: 'not an object' });
  const input = body as Body;
  const bad = invalidField(input);
  if (bad) return send(res, 400, { success: false, error: `invalid ${bad}` });
  const { rows } = await pool.query<{ case_number: string }>(INSERT_SQL, [
    randomUUID(),
    (input.firstName as string).trim(),
    optionalString(input.lastName),
    (input.email as string).trim(),
    (input.phone as string).trim(),
    (input.platform as string).trim(),
    (input.deactivationDate as string).trim(),
    (input.deactivationReason as string).trim(),
    input.attemptedReactivation,
    optionalString(input.supportResponse),
    optionalString(input.description),
    JSON.stringify(input.documentUrls ?? []),
    input.locale === 'es' ? 'es' : 'en',
    'case_review',
  ]);
  send(res, 201, { success: true, caseNumber: rows[0]?.case_number });
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET' && req.url === '/api/health') return send(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || req.url !== '/api/submit-case-review') return send(res, 404, { success: false });
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > BODY_LIMIT) tooLarge = true;
    else chunks.push(chunk);
  });
  req.on('end', () => {
    if (tooLarge) return send(res, 413, { success: false });
    submitCaseReview(Buffer.concat(chunks).toString('utf8'), res).catch((error: Error) => {
      console.error('insert failed:', error.message);
      if (!res.headersSent) send(res, 500, { success: false });
    });
  });
}

const server = createServer(handle);
server.keepAliveTimeout = 5000; // node's default, as in the app (express on node:http)
server.listen(PORT, '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : PORT}`);
});

function shutdown(): void {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
