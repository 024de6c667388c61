/** The text column beside a product's picture, and the product's name in it. */
import type { ReactNode } from 'react';
import './product-name.css';

export function ProductText({ children }: { children: ReactNode }) {
  return <span className="plan-card-product-text">{children}</span>;
}

export function ProductName({ name }: { name: string }) {
  return <span className="plan-product-name">{name}</span>;
}
