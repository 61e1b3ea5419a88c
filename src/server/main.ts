// The web server, with the job workers unless WORKERS=0 (then `npm run worker` runs them).
import { startStore } from './start';

await startStore({ web: true });
