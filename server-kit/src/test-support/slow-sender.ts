import { connect } from 'node:net';

/**
 * A client on a real network, for tests of refusals (http-refusals.ts and the servers that use it):
 * writes a request head and then its body in pieces over about half a second, over a raw socket,
 * and reads only once it has written everything. An answer the server sent before closing with the
 * body unread is then lost to the reset that close causes, as the robustness tier saw under load.
 * Resolves with everything the server sent back (latin1), once the connection is closed.
 */
export function slowSender(port: number, head: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', async () => {
      socket.pause();
      socket.write(head);
      const piece = Math.ceil(body.length / 20);
      for (let at = 0; at < body.length && !socket.destroyed; at += piece) {
        socket.write(body.subarray(at, at + piece));
        await new Promise((wait) => setTimeout(wait, 25));
      }
      setTimeout(() => socket.resume(), 100);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', () => undefined);
  });
}
