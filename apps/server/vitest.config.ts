import { serverProject } from './vitest.shared.js';

/** The server's tests, sharing one module graph per worker (see vitest.shared.ts). */
export default serverProject(false);
