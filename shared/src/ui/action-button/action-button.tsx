/**
 * Arco's Button styles itself as disabled and swallows the click, but sets no attribute, so a
 * screen reader announces it as ready. This one also sets `disabled` and
 * `aria-disabled` on the element, and `aria-busy` while loading. Every app's buttons that can
 * be disabled use it.
 * Arco renders every Button as `type="button"`; `htmlType="submit"` makes it its form's submit
 * button, so Enter in a field submits the form and a tap runs the form's onSubmit (no onClick).
 */
import { Button } from '@arco-design/mobile-react';
import type { ButtonProps, ButtonRef } from '@arco-design/mobile-react/esm/button';
import { useEffect, useRef } from 'react';

export interface ActionButtonProps extends ButtonProps {
  /** the element's type; Arco's is always "button" */
  htmlType?: 'button' | 'submit';
}

export function ActionButton({ htmlType = 'button', ...props }: ActionButtonProps) {
  const ref = useRef<ButtonRef>(null);
  const { disabled = false, loading = false } = props;

  useEffect(() => {
    const dom = ref.current?.dom;
    if (dom) dom.type = htmlType;
  }, [htmlType]);

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
