import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import pino from 'pino';
import { installClientErrorEnvelope } from './client-errors';

/** A plain HTTP server with the envelope installed, on a free port. */
async function serve(options: Parameters<typeof createServer>[0] = {}): Promise<Server> {
  const server = createServer(options, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('partial');
    // never ended: a response in flight
  });
  installClientErrorEnvelope(server, pino({ level: 'silent' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Writes `request` on a new connection and reads everything until the server closes it. */
function exchange(server: Server, request: string, timeoutMs = 5000): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      resolve(text);
    }, timeoutMs).unref();
  });
}

/** Status, headers and JSON body of a raw HTTP/1.1 answer. */
function parse(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('installClientErrorEnvelope: errors before routing answer in the envelope', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const expectEnvelope = (raw: string, status: number, code: string) => {
    const res = parse(raw);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({
      error: { code, message: expect.any(String), requestId: res.headers['x-request-id'] },
    });
  };

  it('a request whose headers do not arrive in time is 408 REQUEST_TIMEOUT', async () => {
    const server = await serve({
      headersTimeout: 200,
      requestTimeout: 300,
      connectionsCheckingInterval: 50,
    });
    servers.push(server);
    const raw = await exchange(server, 'GET /v1/account HTTP/1.1\r\nHost: x\r\n');
    expectEnvelope(raw, 408, 'REQUEST_TIMEOUT');
  });

  it('malformed HTTP is 400 VALIDATION_FAILED', async () => {
    const server = await serve();
    servers.push(server);
    expectEnvelope(await exchange(server, 'NOT HTTP AT ALL\r\n\r\n'), 400, 'VALIDATION_FAILED');
  });

  it('another client error Node reports is 400 VALIDATION_FAILED too, never bare', async () => {
    const server = await serve();
    servers.push(server);
    server.on('connection', (socket: Socket) => {
      setImmediate(() =>
        server.emit(
          'clientError',
          Object.assign(new Error('odd'), { code: 'E_SOMETHING' }),
          socket,
        ),
      );
    });
    expectEnvelope(await exchange(server, ''), 400, 'VALIDATION_FAILED');
  });

  it('writes nothing over a response already under way: the connection is closed', async () => {
    const server = await serve({ connectionsCheckingInterval: 50 });
    servers.push(server);
    server.on('request', (req) => {
      setTimeout(() => server.emit('clientError', new Error('late'), req.socket), 50);
    });
    const raw = await exchange(server, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(raw).not.toContain('"error"');
    expect(raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});
