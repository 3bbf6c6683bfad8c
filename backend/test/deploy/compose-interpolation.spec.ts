import { InterpolationError, interpolate, interpolateDocument } from './compose-interpolation';

describe('compose interpolation', () => {
  const vars = { SET: 'value', EMPTY: '', PORT: '5432' };

  it('substitutes plain and braced variables, and $$ stands for $', () => {
    expect(interpolate('a $SET b ${SET} c $$SET d ${UNSET}', vars)).toBe('a value b value c $SET d ');
  });

  it('takes a default when unset, and with a colon when empty too', () => {
    expect(interpolate('${UNSET:-x} ${EMPTY:-x} ${EMPTY-x} ${UNSET-x} ${SET:-x}', vars)).toBe('x x  x value');
    expect(interpolate('127.0.0.1:${POSTGRES_PORT:-${PORT}}:5432', vars)).toBe('127.0.0.1:5432:5432');
  });

  it('stops on a required variable that is unset, or empty with a colon, naming it and the message', () => {
    expect(() => interpolate('${UNSET:?set UNSET in .env}', vars)).toThrow(new InterpolationError('required variable UNSET is missing a value: set UNSET in .env'));
    expect(() => interpolate('${EMPTY:?needed}', vars)).toThrow(/EMPTY/);
    expect(interpolate('${EMPTY?needed}', vars)).toBe('');
    expect(interpolate('${SET:?needed}', vars)).toBe('value');
  });

  it('replaces only set values with :+ and +', () => {
    expect(interpolate('[${SET:+on}] [${EMPTY:+on}] [${EMPTY+on}] [${UNSET+on}]', vars)).toBe('[on] [] [on] []');
  });

  it('collects every failure of a document', () => {
    const errors: string[] = [];
    const result = interpolateDocument({ a: ['${A:?a}', { b: '${B:?b}' }], keep: 3, ok: '$SET' }, vars, errors);
    expect(errors).toEqual(['required variable A is missing a value: a', 'required variable B is missing a value: b']);
    expect(result.ok).toBe('value');
    expect(result.keep).toBe(3);
  });
});
