/**
 * How much longer than on the machine they were timed on the journeys may take. Their limits were
 * set where `node -e 0` took about 50 ms; CI has also run on machines where it took 116 ms, beside
 * the server suites on PostgreSQL, and there 45-second journeys ran past their minute. Every limit
 * a journey sets (its own time, an assertion's wait, a poll) goes through `scaled`: a journey that
 * passes is no slower for it, one that fails says so later.
 */
export const TIME_SCALE = 2.5;

export const scaled = (milliseconds: number): number => Math.round(milliseconds * TIME_SCALE);
