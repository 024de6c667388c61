/**
 * Arco's Input and Textarea, without the `role="search"` Arco hard-codes on their container
 * (esm/input/hooks.js renderWrapper; no prop turns it off in 2.38). Every field of a form became
 * a search landmark, so a page had several landmarks of one name (axe landmark-unique). The role is
 * removed after each render; React does not put it back, as the prop it renders from never changes.
 */
import { Input as ArcoInput, Textarea as ArcoTextarea } from '@arco-design/mobile-react';
import type { InputProps, InputRef } from '@arco-design/mobile-react/esm/input';
import type { TextareaProps, TextareaRef } from '@arco-design/mobile-react/esm/textarea';
import { useLayoutEffect, useRef } from 'react';

function useNoSearchRole(ref: { current: { dom: HTMLDivElement | null } | null }) {
  useLayoutEffect(() => {
    const dom = ref.current?.dom;
    if (dom?.getAttribute('role') === 'search') dom.removeAttribute('role');
  });
}

export function Input(props: InputProps) {
  const ref = useRef<InputRef>(null);
  useNoSearchRole(ref);
  return <ArcoInput ref={ref} {...props} />;
}

export function Textarea(props: TextareaProps) {
  const ref = useRef<TextareaRef>(null);
  useNoSearchRole(ref);
  return <ArcoTextarea ref={ref} {...props} />;
}
