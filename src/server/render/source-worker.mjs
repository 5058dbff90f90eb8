// The worker's entry when the server runs from its TypeScript sources (tests, `npm run dev`): tsx loads worker.ts
// and what it imports, in this thread only. The built server's pool loads worker.js instead (pool.ts).
import { tsImport } from 'tsx/esm/api';

const { default: render } = await tsImport('./worker.ts', import.meta.url);
export default render;
