declare module '@arco-design/mobile-react/tools/flexible' {
  export default function setRootPixel(base?: number, sketch?: number, max?: number): void;
}
