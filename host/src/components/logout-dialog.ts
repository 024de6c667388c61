// Loaded on the first tap on logout, so Arco's Dialog is not part of start-up.
export { Dialog } from '@arco-design/mobile-react';
