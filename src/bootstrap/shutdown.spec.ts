import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeConnectionsOnShutdown } from './shutdown';

describe('closeConnectionsOnShutdown', () => {
  let server: Server;
  let port: number;
  let release: () => void = () => undefined;
  let shutdown: { begin(): void };

  beforeEach(async () => {
    server = createServer((req, res) => {
      const answer = () => res.end('ok');
      if (req.url === '/slow') release = answer;
      else answer();
    });
    shutdown = closeConnectionsOnShutdown(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const call = (agent: Agent, path: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      }).on('error', reject);
    });

  it('keeps connections alive before shutdown, then closes them after each response', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    const before = await call(agent, '/fast');
    expect(before.headers.connection).toBe('keep-alive');

    const inFlight = call(agent, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    shutdown.begin();
    release();
    expect((await inFlight).headers.connection).toBe('close');

    // the first request's keep-alive connection is reused: its next response closes it
    const after = await call(agent, '/fast');
    expect(after.headers.connection).toBe('close');
    agent.destroy();
  });
});
