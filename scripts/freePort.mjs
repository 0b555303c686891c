// A loopback port free now (the scripts that start servers of their own pick one with it).
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
