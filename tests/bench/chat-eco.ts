/**
 * The baseline of `npm run bench:chat`: a bare socket.io server (no auth, no database, no
 * authorisation) that broadcasts every `mensagem` it gets to the one room every socket joins, and
 * acks. Started as a child process by tests/bench/chat.ts; prints `eco escutando em <port>`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  void socket.join('sala');
  socket.on('mensagem', (corpo: unknown, ack: unknown) => {
    io.to('sala').emit('mensagem', corpo);
    if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: true, mensagem: corpo });
  });
});
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`eco escutando em ${(http.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  void io.close(() => process.exit(0));
});
