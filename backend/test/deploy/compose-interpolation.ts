/**
 * Variable interpolation as Docker Compose does it on a parsed compose file (the compose
 * specification's "Interpolation" section): `$VAR`, `${VAR}`, `${VAR:-default}` (unset or empty),
 * `${VAR-default}` (unset), `${VAR:?message}` / `${VAR?message}` (an error naming VAR),
 * `${VAR:+other}` / `${VAR+other}`, and `$$` for a literal `$`. Defaults may hold variables.
 */
export class InterpolationError extends Error {}

export function interpolate(text: string, vars: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char !== '$') {
      out += char;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{') {
      const end = closingBrace(text, i + 2);
      out += expand(text.slice(i + 2, end), vars);
      i = end + 1;
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0];
      if (!name) {
        out += '$';
        i += 1;
      } else {
        out += vars[name] ?? '';
        i += 1 + name.length;
      }
    }
  }
  return out;
}

function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return i;
  }
  throw new InterpolationError(`Unclosed \${ in ${JSON.stringify(text)}`);
}

function expand(body: string, vars: Record<string, string | undefined>): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
  if (!match) throw new InterpolationError(`Invalid interpolation format for \${${body}}`);
  const [, name, operator, argument = ''] = match;
  const value = vars[name!];
  const unset = value === undefined;
  const missing = operator?.startsWith(':') ? unset || value === '' : unset;
  switch (operator?.slice(-1)) {
    case undefined:
      return value ?? '';
    case '-':
      return missing ? interpolate(argument, vars) : value!;
    case '?':
      if (missing) throw new InterpolationError(`required variable ${name} is missing a value: ${argument}`);
      return value!;
    default:
      return missing ? '' : interpolate(argument, vars);
  }
}

/** Interpolates every string of a parsed compose document; keys stay as they are, as in Compose. */
export function interpolateDocument<T>(value: T, vars: Record<string, string | undefined>, errors: string[] = []): T {
  if (typeof value === 'string') {
    try {
      return interpolate(value, vars) as T;
    } catch (error) {
      errors.push((error as Error).message);
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item) => interpolateDocument(item, vars, errors)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDocument(item, vars, errors)])) as T;
  }
  return value;
}
