import { serverProject } from './vitest.shared.js';

/** The server's tests that mock a module, each file in a fresh module graph (see vitest.shared.ts). */
export default serverProject(true);
