// Load-generator process for bench/sockets.mjs (forked, driven over IPC): holds its share of the sockets (the app's
// ws endpoints or the socket.io bench server), sends messages at a fixed rate or closed-loop, and timestamps every
// message frame it receives. Message content is `<tag>|<sender socket>|<send time ms>`; clocks are
// performance.timeOrigin + performance.now(), comparable between processes on one machine.
import { performance } from 'node:perf_hooks';
import { io as sioConnect } from 'socket.io-client';
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
/** idx → { spec, send(frame), ready } */
const sockets = new Map();
let tag = '';
let latencies = [];
let received = 0;
let receivedInWindow = 0;
let windowEnd = Infinity;
let errors = 0;
const sentBy = new Map();
/** Closed-loop mode: a sender's echo triggers its next message until `stopAt`. */
let closedLoop = null;

function onFrame(idx, frame) {
  if (frame.command === 'error') {
    errors++;
    return;
  }
  if (frame.command !== 'new_message' && frame.command !== 'new_message_notification') return;
  const parts = String(frame.message?.content ?? '').split('|');
  if (parts[0] !== tag) return;
  const t = now();
  latencies.push(t - Number(parts[2]));
  received++;
  if (t <= windowEnd) receivedInWindow++;
  if (closedLoop && frame.command === 'new_message' && Number(parts[1]) === idx && t < closedLoop.stopAt) send(idx);
}

function send(idx) {
  const s = sockets.get(idx);
  s.send({ command: 'new_message', chat: s.spec.chat, content: `${tag}|${idx}|${now()}` });
  sentBy.set(idx, (sentBy.get(idx) ?? 0) + 1);
}

function openApp(base, spec) {
  const path = spec.kind === 'chat' ? `/ws/chat/${spec.chat}/` : `/ws/notifications/${spec.uniqueId}/`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}?token=${spec.token}`, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('connect timeout')), 30_000);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.command === 'connected') {
        clearTimeout(timer);
        resolve({ spec, send: (f) => ws.send(JSON.stringify(f)), close: () => ws.close() });
      } else onFrame(spec.idx, frame);
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`closed ${code}`));
    });
    ws.on('error', () => undefined);
  });
}

function openSocketIo(base, spec) {
  return new Promise((resolve, reject) => {
    const socket = sioConnect(base, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: {
        kind: spec.kind,
        chat: String(spec.chat ?? ''),
        user: String(spec.user),
        staff: spec.staff ? '1' : '0',
        first_name: spec.firstName,
      },
    });
    const timer = setTimeout(() => reject(new Error('connect timeout')), 30_000);
    socket.on('frame', (frame) => {
      if (frame.command === 'connected') {
        clearTimeout(timer);
        resolve({ spec, send: (f) => socket.emit('frame', f), close: () => socket.close() });
      } else onFrame(spec.idx, frame);
    });
    socket.on('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function open({ target, base, specs }) {
  const opener = target === 'app' ? openApp : openSocketIo;
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      try {
        sockets.set(spec.idx, await opener(base, spec));
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: 25 }, lane));
  return { opened: sockets.size, failed };
}

function reset(newTag) {
  tag = newTag;
  latencies = [];
  received = 0;
  receivedInWindow = 0;
  windowEnd = Infinity;
  errors = 0;
  sentBy.clear();
  closedLoop = null;
}

/** Fixed rate: `rate` messages/s from `senders` in turn for `seconds`. */
function runRate({ senders, rate, seconds }) {
  if (!senders.length) return;
  const started = now();
  let sent = 0;
  const timer = setInterval(() => {
    const elapsed = (now() - started) / 1000;
    const due = Math.min(Math.floor(elapsed * rate), Math.floor(seconds * rate));
    while (sent < due) send(senders[sent++ % senders.length]);
    if (elapsed >= seconds) clearInterval(timer);
  }, 2);
}

function report() {
  const cpu = process.cpuUsage();
  return {
    latencies,
    received,
    receivedInWindow,
    errors,
    sentBy: Object.fromEntries(sentBy),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

process.on('message', async (msg) => {
  switch (msg.type) {
    case 'open':
      process.send({ type: 'opened', ...(await open(msg)) });
      break;
    case 'rate':
      reset(msg.tag);
      runRate(msg);
      break;
    case 'fanout': {
      reset(msg.tag);
      const stopAt = now() + msg.seconds * 1000;
      windowEnd = stopAt;
      closedLoop = { stopAt };
      for (const idx of msg.senders) for (let i = 0; i < msg.window; i++) send(idx);
      break;
    }
    case 'count':
      process.send({ type: 'count', received, cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 });
      break;
    case 'collect':
      process.send({ type: 'report', ...report() });
      break;
    case 'close':
      for (const s of sockets.values()) s.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
process.send({ type: 'ready' });
