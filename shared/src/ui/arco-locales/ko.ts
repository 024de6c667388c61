// Temporary: English text until the translation lands.
export { default } from '@arco-design/mobile-utils/esm/locale/en-US';
