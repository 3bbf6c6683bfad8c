import type { AdminApplication } from '@reactivation/contracts';
import { csvHeader, csvRows, type CsvCase } from './cases-csv';

const base: CsvCase = {
  id: '7a1d6a52-0b8e-4c33-9c53-0e1c2f3a4b5c',
  caseNumber: 'DR-2026-000042',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+1 555 010 0200',
  platform: 'doordash',
  deactivationDate: '2026-05-01',
  deactivationReason: 'x',
  attemptedReactivation: false,
  supportResponse: '',
  description: '',
  status: 'review_submitted',
  paymentToken: null,
  expertReviewSent: false,
  paymentLinkSent: false,
  locale: 'es',
  source: 'home_form',
  state: null,
  createdAt: '2026-05-02T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ownerId: null,
  ownerName: null,
  reviewDueAt: null,
  overdue: false,
  dispute: null,
  appealDueOn: null,
  documentCount: 0,
} satisfies AdminApplication & { documentCount: number };

/** The platform column of one exported case. */
function platformCell(platform: string): string {
  const column = csvHeader().replace('\uFEFF', '').trimEnd().split(';').indexOf('Платформа');
  return csvRows([{ ...base, platform }]).trimEnd().split(';')[column]!;
}

describe('the CSV export writes a platform by its name', () => {
  it('a home-form code as its name, so it reads and filters like the wizard\'s cases', () => {
    expect(platformCell('doordash')).toBe('DoorDash');
    expect(platformCell('amazon-flex')).toBe('Amazon Flex');
    expect(platformCell('spark')).toBe('Spark Driver');
    expect(platformCell('DoorDash')).toBe('DoorDash');
  });

  it('"other" in Russian, like the rest of the file', () => {
    expect(platformCell('other')).toBe('Другая');
  });

  it('a value that is no known code (older free text) as it is, still guarded against formulas', () => {
    expect(platformCell('Walmart Spark Driver')).toBe('Walmart Spark Driver');
    expect(platformCell('Gopuff')).toBe('Gopuff');
    expect(platformCell('=1+1')).toBe("'=1+1");
  });
});
