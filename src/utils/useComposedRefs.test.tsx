import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeRefs, useComposedRefs } from './useComposedRefs';

describe('composeRefs', () => {
  it('gives the element to every ref, and on detach runs each cleanup or gives the others null', () => {
    const object = createRef<HTMLDivElement>();
    const plain = vi.fn();
    const cleanup = vi.fn();
    const withCleanup = vi.fn(() => cleanup);
    const { container, unmount } = render(
      <div ref={composeRefs<HTMLDivElement>(object, plain, withCleanup, undefined, null)} />,
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

  it('returns the only ref given as it is, and undefined for none', () => {
    const ref = createRef<HTMLInputElement>();
    expect(composeRefs(undefined, ref, null)).toBe(ref);
    expect(composeRefs(undefined, null)).toBeUndefined();
  });
});

function Box({ a, b, title }: { a: Ref<HTMLDivElement>; b: Ref<HTMLDivElement>; title: string }) {
  return <div title={title} ref={useComposedRefs(a, b)} />;
}

describe('useComposedRefs', () => {
  it('keeps every ref attached across a re-render that changes no ref', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { container, rerender } = render(<Box a={object} b={callback} title="one" />);
    rerender(<Box a={object} b={callback} title="two" />);
    rerender(<Box a={object} b={callback} title="three" />);
    expect(container.firstElementChild).toHaveAttribute('title', 'three');
    // Attached once: a callback built anew each render is detached (null) and attached again.
    expect(callback.mock.calls).toEqual([[container.firstChild]]);
    expect(object.current).toBe(container.firstChild);
  });

  it('moves to a new ref when one changes, and detaches the old', () => {
    const first = vi.fn();
    const second = vi.fn();
    const object = createRef<HTMLDivElement>();
    const { container, rerender } = render(<Box a={object} b={first} title="one" />);
    rerender(<Box a={object} b={second} title="one" />);
    expect(first.mock.calls).toEqual([[container.firstChild], [null]]);
    expect(second.mock.calls).toEqual([[container.firstChild]]);
    expect(object.current).toBe(container.firstChild);
  });
});
