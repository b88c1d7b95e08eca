// Starts a fake service's HTTP server on a free port of 127.0.0.1 and gives its base URL and a close that
// does not wait for requests still open.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

export async function listenLocally(server: http.Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests left hanging on purpose would otherwise keep the server open.
        server.closeAllConnections();
      }),
  };
}
