import { inject } from 'vitest';
import { connect, createServer, type Socket } from 'node:net';

export type Forwarder = { url: string; close(): Promise<void> };

/**
 * The app seen from another loopback address: a TCP forwarder whose connections to the server
 * leave from `sourceAddress` (127.x.y.z). Every e2e file shares one server, and some routes
 * are limited per IP (registrations: 10 an hour; new-client submissions: a few per ten
 * minutes): a journey that spends such a budget does it from its own address, so it never
 * uses up another file's. The page is served through the forwarder too, so it stays
 * same-origin. Close it after the file.
 */
export async function forwarderFrom(baseUrl: string, sourceAddress: string): Promise<Forwarder> {
  const target = new URL(baseUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect({
      host: target.hostname,
      port: Number(target.port),
      localAddress: sourceAddress,
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  // its port was chosen before the server started, which accepts this origin (global-setup)
  const listenPort = inject('forwarderPorts')[Number(sourceAddress.split('.')[3])];
  if (listenPort === undefined) throw new Error(`no forwarder port for ${sourceAddress}`);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
