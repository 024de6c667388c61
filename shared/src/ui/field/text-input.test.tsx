// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input, Textarea } from './text-input';

afterEach(cleanup);

describe('Input and Textarea', () => {
  it('are no search landmarks, unlike Arco’s', () => {
    render(
      <>
        <Input aria-label="Code" placeholder="Code" />
        <Textarea placeholder="Content" />
      </>,
    );
    expect(screen.getByPlaceholderText('Code')).toBeTruthy();
    expect(screen.getByPlaceholderText('Content')).toBeTruthy();
    expect(screen.queryAllByRole('search')).toEqual([]);
  });
});
