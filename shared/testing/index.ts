/**
 * @adnet/shared/testing: what the apps' tests share. `checkRemoteContract`, the `./routes`
 * contract test every remote runs; `renderWithApp`, a component or route rendered as the host
 * shows it (providers, session, strings, memory router), with the fixtures it starts from.
 */
export { checkRemoteContract } from './remote-contract';
export {
  type AppNamespace,
  type RenderWithAppOptions,
  type RenderWithAppResult,
  renderWithApp,
  TEST_TOKEN,
  takeUnmockedRequests,
  testBasicConfig,
  testUser,
  UI_ROUTE_ID,
} from './render-with-app';
