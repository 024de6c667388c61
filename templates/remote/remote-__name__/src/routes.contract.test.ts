// The `./routes` contract, checked before deployment (docs/remote-contract.md).
import { checkRemoteContract } from '@adnet/shared/testing';
import { paths } from './paths';
import * as exposed from './routes';

checkRemoteContract('__name__', exposed, new URL('../rsbuild.config.ts', import.meta.url), paths);
