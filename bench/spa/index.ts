// The SPA variant's entry (`pnpm bench`; never in a real build): the host's bootstrap imported
// directly, no async boundary, no federation runtime.
import { main } from '../../host/src/bootstrap';
import { startLoads } from '../../host/src/bootstrap-start';

void main(startLoads());
