/**
 * Arco's Button styles itself as disabled and swallows the click, but sets no attribute:
 * assistive technology (and a test) would not know. This one also sets `disabled` and
 * `aria-disabled` on the element, and `aria-busy` while loading.
 */
import { Button } from '@arco-design/mobile-react';
import type { ButtonProps, ButtonRef } from '@arco-design/mobile-react/esm/button';
import { useEffect, useRef } from 'react';

export function ActionButton(props: ButtonProps) {
  const ref = useRef<ButtonRef>(null);
  const { disabled = false, loading = false } = props;

  useEffect(() => {
    const dom = ref.current?.dom;
    if (!dom) return;
    dom.setAttribute('aria-disabled', String(disabled));
    dom.setAttribute('aria-busy', String(loading));
    if (disabled) dom.setAttribute('disabled', '');
    else dom.removeAttribute('disabled');
  }, [disabled, loading]);

  return <Button ref={ref} {...props} />;
}
