// Minimal socket.io server for bench/sockets.mjs: the same fan-out as the app's chat sockets, with no auth.
// Rooms chat.<id>, user.<id> and staff; a chat socket's new_message frame is echoed to its chat room as
// {command:'new_message', message} and, as {command:'new_message_notification', chat, message}, to the other
// members' user rooms plus staff (one emit over all rooms, so a socket in several hears it once, like the app's bell).
// Members are the chat's customer and the staff who wrote in it. BENCH_SIO_DB=<postgres url> stores every message
// (one INSERT … RETURNING) before the fan-out, the minimum the app must do. Env: PORT.
import { createServer } from 'node:http';
import { barePool } from './lib.mjs';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 3906);
const dbUrl = process.env.BENCH_SIO_DB;
const pool = dbUrl ? barePool(dbUrl) : null;
if (pool) {
  await pool.query(`create table if not exists sio_messages (
    id serial primary key, chat_id integer not null, sender_id integer, content text not null default '',
    created_at timestamptz not null default now())`);
}

/** chat id → member user ids */
const members = new Map();
let nextId = 1;

async function store(chat, sender, content) {
  if (!pool) return { id: nextId++, created_at: new Date() };
  const { rows } = await pool.query(
    'insert into sio_messages (chat_id, sender_id, content) values ($1, $2, $3) returning id, created_at',
    [chat, sender, content],
  );
  return rows[0];
}

const http = createServer((req, res) => res.writeHead(req.url === '/health' ? 200 : 404).end('{}'));
const io = new Server(http, { transports: ['websocket'], serveClient: false, maxHttpBufferSize: 1e6 });

io.on('connection', (socket) => {
  const { kind, chat, user, staff, first_name: firstName } = socket.handshake.query;
  const userId = Number(user);
  const chatId = Number(chat);
  if (kind === 'chat') {
    socket.join(`chat.${chatId}`);
    if (staff !== '1') {
      if (!members.has(chatId)) members.set(chatId, new Set());
      members.get(chatId).add(userId);
    }
  } else {
    socket.join(`user.${userId}`);
    if (staff === '1') socket.join('staff');
  }
  socket.emit('frame', { command: 'connected', user_id: userId });
  // One frame at a time per socket, as the app does.
  let queue = Promise.resolve();
  socket.on('frame', (frame) => {
    queue = queue.then(async () => {
      if (kind !== 'chat' || frame?.command !== 'new_message' || frame.chat !== chatId) return;
      const row = await store(chatId, userId, frame.content);
      const set = members.get(chatId) ?? new Set();
      set.add(userId);
      members.set(chatId, set);
      const message = {
        id: row.id,
        sender: userId,
        sender_data: { id: userId, first_name: String(firstName ?? '') },
        user: userId,
        content: frame.content,
        is_read: false,
        message_read_status: [...set].filter((m) => m !== userId).map((m) => ({ user: m, is_read: false })),
        created_at: new Date(row.created_at).toISOString(),
        media_type: null,
        file: null,
        chat: chatId,
      };
      io.to(`chat.${chatId}`).emit('frame', { command: 'new_message', message });
      const rooms = [...[...set].filter((m) => m !== userId).map((m) => `user.${m}`), 'staff'];
      io.to(rooms).emit('frame', { command: 'new_message_notification', chat: chatId, message });
    });
  });
});

http.listen(port, '127.0.0.1', () =>
  console.log(`socket.io bench server on ${port}${pool ? ' (storing messages)' : ''}`),
);
process.on('SIGTERM', () => {
  io.close();
  void (pool?.end() ?? Promise.resolve()).finally(() => process.exit(0));
});
