import { connect } from 'node:net';

/**
 * Sends a request line exactly as written (an HTTP client would tidy `//`, `\` and percent-encodings),
 * with an empty body; answers status and headers.
 */
export function rawRequest(
  url: string,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const body = method === 'GET' || method === 'HEAD' ? '' : 'Content-Length: 0\r\n';
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${extra}${body}Connection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const parsed = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed });
    });
  });
}

/** A GET sent exactly as written. */
export const rawGet = (url: string, target: string, headers: Record<string, string> = {}) => rawRequest(url, target, { headers });
