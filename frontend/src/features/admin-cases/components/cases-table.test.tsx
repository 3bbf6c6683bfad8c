import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { adminCatalog } from '@/features/admin-shell';
import { fakeApi, fakeApplication } from '@/testing/fake-admin-api';
import { CasesTable } from './cases-table';

registerNamespace('admin', adminCatalog);

/*
 * The browser tests run the offline test gateway, which takes no card-provider webhooks, so no
 * dispute can arise there; the list's flag is checked here on the API's shape instead.
 */
describe("the case list's money labels", () => {
  it('flags a case under a card dispute with the date evidence is due, a closed one quietly, and names refunded cases', () => {
    fakeApi([]);
    renderWithProviders(
      <CasesTable
        staff={[]}
        sort={null}
        onSortChange={() => undefined}
        applications={[
          fakeApplication({
            id: '4f1c2b7e-0000-4000-8000-000000000011',
            caseNumber: 'DR-2026-000011',
            status: 'paid',
            dispute: { disputeId: 'd1', status: 'needs_response', open: true, dueBy: '2026-03-12T12:00:00.000Z', outcome: null },
          }),
          fakeApplication({
            id: '4f1c2b7e-0000-4000-8000-000000000012',
            caseNumber: 'DR-2026-000012',
            status: 'partially_refunded',
            dispute: { disputeId: 'd2', status: 'won', open: false, dueBy: null, outcome: 'won' },
          }),
          fakeApplication({ id: '4f1c2b7e-0000-4000-8000-000000000013', caseNumber: 'DR-2026-000013', status: 'refunded' }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Спор по оплате: ответить до 12.03.2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Спор по оплате закрыт: Выигран')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Частично возвращено')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Возвращено')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/Спор по оплате/)).not.toBeInTheDocument();
  });
});
