import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/app/providers/http';

// What a user reads when an answer brings no message of ours: a proxy's HTML error page, a bare
// 500. The spec's catalogue (section 8), never the English reason phrase ('Bad Gateway').
const ANSWERS: Record<string, [number, string, string]> = {
  '/gateway': [502, 'text/html', '<html><body><h1>502 Bad Gateway</h1>nginx</body></html>'],
  '/unavailable': [503, 'text/html', '<html><body>Service Unavailable</body></html>'],
  '/timeout': [504, 'text/html', '<html><body>Gateway Time-out</body></html>'],
  '/bare': [500, 'text/plain', 'Internal Server Error'],
  '/missing': [404, 'text/html', 'Not Found'],
  '/refused': [401, 'application/json', '{}'],
  '/ours': [409, 'application/json', JSON.stringify({ statusCode: 409, message: 'Já existe um tipo com este nome.' })],
};

let server: Server;
let http: ReturnType<typeof createHttpClient>;
beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, type, body] = ANSWERS[req.url ?? ''] ?? [200, 'application/json', '{}'];
    res.writeHead(status, { 'Content-Type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http = createHttpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const messageOf = (path: string) => http(path).then(() => 'answered', (error: Error & { status?: number }) => `${error.status} ${error.message}`);

describe('an error answer without a message of ours', () => {
  it.each([
    ['/gateway', '502 Parece que o nosso servidor está desligado'],
    ['/unavailable', '503 Parece que o nosso servidor está desligado'],
    ['/timeout', '504 Parece que o nosso servidor está desligado'],
    ['/bare', '500 Ocorreu um erro..'],
    ['/missing', '404 Página não encontrada'],
    ['/refused', '401 Não tem autorização para ver esta página'],
  ])('%s says "%s"', async (path, expected) => {
    expect(await messageOf(path)).toBe(expected);
  });

  it("keeps the server's own message when it sends one", async () => {
    expect(await messageOf('/ours')).toBe('409 Já existe um tipo com este nome.');
  });
});
