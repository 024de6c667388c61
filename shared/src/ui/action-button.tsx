/**
 * Arco's Button styles itself as disabled and swallows the click, but sets no attribute, so a
 * screen reader announces it as ready (issue 13). This one also sets `disabled` and
 * `aria-disabled` on the element, and `aria-busy` while loading. Used by the password dialog,
 * set-password and bind card; remote-adcenter still has its own copy
 * (components/action-button.tsx) and the put panel its own attributes, to be folded in here.
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
