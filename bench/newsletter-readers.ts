/**
 * The newsletter bench's readers (bench/newsletter-send.ts starts them): autocannon in a process
 * of its own, as readers are other machines, asking for a cached page at a fixed overall rate
 * (requests a second arrive whatever the server's speed, as real readers do). On SIGTERM prints
 * one line of JSON: requests, p50, p99, max and errors.
 *
 *   tsx newsletter-readers.ts <url> <x-tenant-id> <requests per second> <connections>
 */
import autocannon from 'autocannon';

const [url = '', tenant = '', rate = '200', connections = '10'] = process.argv.slice(2);
const run = autocannon({
  url,
  headers: { 'x-tenant-id': tenant },
  connections: Number(connections),
  overallRate: Number(rate),
  duration: 3600,
});
process.stdout.write('started\n');
process.on('SIGTERM', () => run.stop());
const result = await run;
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
  })}\n`,
);
