import net from 'node:net';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/** Fails fast, before the database is opened, when the port is taken. */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(
            `Port ${port} on ${host} is already in use: stop the other process or set PORT to a free port`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Not allowed to listen on port ${port} on ${host}: set PORT to a port above 1023`,
          ),
        );
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(
          new PortInUseError(`Cannot listen on HOST ${host}: it is not an address of this machine`),
        );
      } else {
        reject(error);
      }
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
