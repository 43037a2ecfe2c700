import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeRefs, mergeRefs } from './mergeRefs';

describe('mergeRefs', () => {
  it('gives the element to every ref, and on unmount runs each cleanup or gives the others null', () => {
    const object = createRef<HTMLDivElement>();
    const plain = vi.fn();
    const cleanup = vi.fn();
    const withCleanup = vi.fn(() => cleanup);
    const { container, unmount } = render(
      <div ref={mergeRefs<HTMLDivElement>(object, plain, withCleanup, undefined, null)} />,
    );
    const element = container.firstChild;
    expect(object.current).toBe(element);
    expect(plain).toHaveBeenLastCalledWith(element);
    expect(withCleanup).toHaveBeenCalledWith(element);

    unmount();
    expect(object.current).toBeNull();
    expect(plain).toHaveBeenLastCalledWith(null);
    expect(cleanup).toHaveBeenCalledOnce();
    // A ref with a cleanup is not called again with null, as React would not call it alone.
    expect(withCleanup).toHaveBeenCalledTimes(1);
  });
});

describe('composeRefs', () => {
  it('returns the only ref given as it is, so it stays the same object across renders', () => {
    const ref = createRef<HTMLInputElement>();
    expect(composeRefs(undefined, ref, null)).toBe(ref);
    expect(composeRefs(undefined, null)).toBeUndefined();
  });

  it('merges several refs', () => {
    const a = createRef<HTMLInputElement>();
    const b = vi.fn();
    const { container } = render(<input ref={composeRefs<HTMLInputElement>(a, b)} />);
    expect(a.current).toBe(container.firstChild);
    expect(b).toHaveBeenCalledWith(container.firstChild);
  });
});
