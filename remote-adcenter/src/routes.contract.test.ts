// The `./routes` contract, checked before deployment (docs/remote-contract.md).
import { checkRemoteContract } from '@adnet/shared/testing';
import { adPaths } from './paths';
import * as exposed from './routes';

checkRemoteContract('adcenter', exposed, new URL('../rsbuild.config.ts', import.meta.url), adPaths);
