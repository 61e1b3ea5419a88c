// Only the job workers, for a shop that scales them apart from the web servers (WORKERS=0 there).
import { startStore } from './start';

await startStore({ web: false });
