/**
 * The newsletter bench's SMTP sink (bench/newsletter-send.ts starts it): a real SMTP server
 * (smtp-server) on 127.0.0.1 that accepts every message and keeps nothing but a count, in a process
 * of its own as a mail service would be. Prints `listening <port>`, then `count <n>` every 200 ms.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 2650);
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  maxClients: 1000,
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      count += 1;
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${port}\n`));
setInterval(() => process.stdout.write(`count ${count}\n`), 200).unref();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
