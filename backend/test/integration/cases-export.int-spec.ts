import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { startTestApp, type TestApp } from '../utils/test-app';

/** The whole answer, as the bytes arrived, with how many pieces it came in. */
function download(url: string, token: string): Promise<{ status: number; headers: IncomingHttpHeaders; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { Authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Splits one CSV line of this export (semicolons, double quotes around fields that need them). */
function fields(line: string): string[] {
  const out: string[] = [];
  const pattern = /(?:^|;)(?:"((?:[^"]|"")*)"|([^;]*))/g;
  for (const match of line.matchAll(pattern)) out.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  return out;
}

describe('CSV export of the case list', () => {
  let t: TestApp;
  let staff: { username: string; token: string };
  const marker = `csv${randomUUID().slice(0, 8)}`;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    t = await startTestApp();
    staff = await signedInStaff(t, `export-${randomUUID().slice(0, 6)}`);
    // 10,000 cases the search finds (the marker is in each last name), with Cyrillic and Spanish names,
    // a name with the separator and quotes in it, and one that a spreadsheet would run as a formula.
    await sql(
      `insert into application (id, first_name, last_name, email, phone, platform, deactivation_date, deactivation_reason,
         attempted_reactivation, locale, source, created_at)
       select gen_random_uuid(),
         (array['Ольга', 'José Ángel', 'Zoë; "Z"', '=HYPERLINK("http://evil.example")', 'Łukasz'])[1 + i % 5],
         'Núñez ' || ?, 'bulk' || i || '@' || ? || '.test', '+1 555 010 ' || lpad(i::text, 4, '0'), 'doordash',
         date '2025-06-01', 'free text the visitor wrote', false, (array['en', 'es'])[1 + i % 2], 'home_form', now() - make_interval(secs => i)
       from generate_series(1, 10000) as i`,
      [marker, marker],
    );
    // And one case of the same search that another filter leaves out.
    await sql(
      `insert into application (id, first_name, last_name, email, phone, platform, deactivation_date, deactivation_reason,
         attempted_reactivation, locale, source, status)
       values (gen_random_uuid(), 'Paid', 'Núñez ' || ?, 'paid@example.com', '5550100000', 'uber-eats', date '2025-06-01', 'x', false, 'en', 'home_form', 'paid')`,
      [marker],
    );
  }, 120_000);
  afterAll(async () => {
    await sql(`delete from application where last_name = ?`, [`Núñez ${marker}`]);
    await t.close();
  });

  it('streams the 10,000 filtered cases as UTF-8 CSV with a BOM, in pieces, with the right characters', async () => {
    const res = await download(`${t.url}/api/admin/applications.csv?q=${marker}&status=review_submitted`, staff.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cases-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    // Streamed: chunked transfer, no length known beforehand, and more than one piece on the wire.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.chunks.length).toBeGreaterThan(1);

    const bytes = Buffer.concat(res.chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); // strips the BOM; throws on a broken sequence
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [header, ...rows] = lines.slice(0, -1);
    expect(rows).toHaveLength(10_000);
    const columns = fields(header!);
    expect(columns.slice(0, 4)).toEqual(['Номер дела', 'Создана', 'Имя', 'Фамилия']);
    const col = (name: string) => columns.indexOf(name);

    const parsed = rows.map(fields);
    expect(parsed.every((row) => row.length === columns.length)).toBe(true);
    expect(new Set(parsed.map((row) => row[col('Номер дела')])).size).toBe(10_000);
    expect(parsed.every((row) => row[col('Фамилия')] === `Núñez ${marker}` && row[col('Статус')] === 'Заявка отправлена')).toBe(true);
    const firstNames = new Set(parsed.map((row) => row[col('Имя')]));
    expect(firstNames).toEqual(new Set(['Ольга', 'José Ángel', 'Zoë; "Z"', `'=HYPERLINK("http://evil.example")`, 'Łukasz']));
    expect(new Set(parsed.map((row) => row[col('Язык клиента')]))).toEqual(new Set(['Английский', 'Испанский']));
    // The platform by its name (stored as the home form's code, "doordash"), as the panel shows it.
    expect(new Set(parsed.map((row) => row[col('Платформа')]))).toEqual(new Set(['DoorDash']));
    // Newest first, as in the list.
    const created = parsed.map((row) => row[col('Создана')]!);
    expect([...created].sort().reverse()).toEqual(created);
    // The list's columns, never free text or file contents.
    expect(text).not.toContain('free text the visitor wrote');
    expect(columns).not.toContain('Причина деактивации');
  }, 60_000);

  it('applies the filter: search, status and owner', async () => {
    const paid = await download(`${t.url}/api/admin/applications.csv?q=${marker}&status=paid`, staff.token);
    const lines = Buffer.concat(paid.chunks).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('paid@example.com');
    expect(lines[1]).toContain(';Uber Eats;');
    const nobody = await download(`${t.url}/api/admin/applications.csv?q=${marker}&owner=me`, staff.token);
    expect(Buffer.concat(nobody.chunks).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('is logged in the audit log with who and which filter, and in no case history', async () => {
    await download(`${t.url}/api/admin/applications.csv?q=${marker}&status=review_submitted`, staff.token);
    const entries = await eventually(async () => {
      const res = await request(t.url)
        .get(`/api/admin/audit?actor=${staff.username}&action=cases_exported`)
        .set('Authorization', `Bearer ${staff.token}`)
        .expect(200);
      // Every export of this file so far: one in each test above, two in the filter test.
      expect(res.body).toHaveLength(4);
      return res.body as Array<{ actor: string; caseNumber: string | null; applicationId: string | null; detail: Record<string, string> }>;
    });
    expect(entries[0]).toMatchObject({ actor: staff.username, applicationId: null, caseNumber: null, detail: { q: marker, status: 'review_submitted' } });
    const [history] = await sql<{ n: number }>(
      `select count(*)::int as n from case_history h join application a on a.id = h.application_id where a.last_name = ?`,
      [`Núñez ${marker}`],
    );
    expect(history!.n).toBe(0);
  });

  it('is for staff only, and names a bad filter', async () => {
    await request(t.url).get(`/api/admin/applications.csv?q=${marker}`).expect(401);
    const bad = await request(t.url).get('/api/admin/applications.csv?status=lost').set('Authorization', `Bearer ${staff.token}`).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
  });
});
