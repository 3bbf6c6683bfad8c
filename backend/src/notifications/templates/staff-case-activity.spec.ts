import { createElement } from 'react';
import { renderEmail } from './render-email';
import { StaffCaseActivityEmail, staffCaseActivitySubject, type StaffCaseActivityProps } from './staff-case-activity.email';

const base = { caseNumber: 'DR-2026-000042', name: 'Ana López', windowMinutes: 10, caseUrl: 'https://example.com/admin' };
const message = (text: string) => ({ kind: 'message' as const, text });
const files = { kind: 'documents' as const, label: 'Your ID', names: ['front.png', 'back.png'] };

describe('StaffCaseActivityEmail (the case room alert, one per case per window)', () => {
  const render = (entries: StaffCaseActivityProps['entries']) => {
    const props = { ...base, entries };
    return { subject: staffCaseActivitySubject(props), ...renderEmail(createElement(StaffCaseActivityEmail, props)) };
  };

  it('names what it holds in the subject: files, one message, several messages, or both', () => {
    expect(render([files]).subject).toBe('Клиент прислал документы: DR-2026-000042');
    expect(render([message('Hi')]).subject).toBe('Сообщение клиента: DR-2026-000042');
    expect(render([message('Hi'), message('Again')]).subject).toBe('Сообщения клиента (2): DR-2026-000042');
    expect(render([message('Hi'), files]).subject).toBe('Новое в комнате дела: DR-2026-000042');
  });

  it('lists every entry in order, with the request for files, and says how often alerts come', () => {
    const { text } = render([message('First'), files, message('Second')]);
    expect(text.indexOf('First')).toBeLessThan(text.indexOf('Файлы по запросу «Your ID»'));
    expect(text.indexOf('back.png')).toBeLessThan(text.indexOf('Second'));
    expect(text).toContain('front.png');
    expect(text).toContain('не чаще раза в 10 мин.');
    expect(text).toContain('Ana López');
    expect(text).not.toContain('{{');
  });
});
