// The SPA variant's entry (`pnpm bench`, ADNET_SPA=1; never in a real build): the bootstrap
// imported directly, no async boundary, no federation runtime.
import { main } from './bootstrap';
import { startLoads } from './bootstrap-start';

void main(startLoads());
