// A tiny SMTP server speaking enough of RFC 5321 for nodemailer: it records every message it accepts.
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** `refuse`: recipients the server turns away as a real one does an unknown mailbox (550). */
export async function startFakeSmtp(options: { refuse?: (to: string) => boolean } = {}): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        current.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(current);
        current = { from: '', to: [], data: '' };
        reply('250 OK: queued');
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).replace(/[<>]/g, '').split(' ')[0];
          reply('250 OK');
        } else if (verb === 'RCPT') {
          const to = line.slice(8).replace(/[<>]/g, '');
          if (options.refuse?.(to)) reply('550 5.1.1 Mailbox unavailable');
          else {
            current.to.push(to);
            reply('250 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('500 Syntax error, command unrecognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
