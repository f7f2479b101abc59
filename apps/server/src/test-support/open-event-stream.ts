import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { bearer } from './test-server';

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** True once the server has ended the stream. */
  ended(): boolean;
  /** Everything received so far. */
  text(): string;
  /** Waits (bounded) until the received text contains `needle`. */
  waitFor(needle: string, timeoutMs?: number): Promise<boolean>;
  /** Closes the connection at once, as a closed tab does. */
  close(): void;
}

/**
 * A real HTTP request (inject would wait for a body that never ends), through node:http so that
 * close() drops the socket at once as a browser does; fetch keeps an aborted one for seconds.
 */
export async function openStream(baseUrl: string, token: string): Promise<OpenStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/scheduling/events`, {
      agent: false,
      // As a browser asks: compression must not hold the events back all the same.
      headers: { ...bearer(token), accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
  let received = '';
  let ended = false;
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (received += chunk));
  response.on('end', () => (ended = true));
  response.on('error', () => {});
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    ended: () => ended,
    text: () => received,
    async waitFor(needle, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (received.includes(needle)) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.includes(needle);
    },
    close: () => response.destroy(),
  };
}
