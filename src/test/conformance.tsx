import { render } from '@testing-library/react';
import { createRef, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

interface ConformanceOptions<P> {
  /** Props the component needs to render (a label, an icon, children…). */
  props: P;
  /** The tag of the element that receives the ref, className and extra props. */
  element: keyof HTMLElementTagNameMap;
  /** The element's `data-slot`. */
  slot: string;
}

/**
 * The shared conformance check every component passes: the ref reaches the DOM element, `className`
 * merges with the component's own, extra props (data-*, aria-*, id, handlers) pass through, and the
 * element carries its `data-slot`.
 */
export function describeConformance<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { props, element, slot }: ConformanceOptions<P>,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const C = Component as ComponentType<any>;
  const find = (container: HTMLElement) => {
    const el = container.querySelector(`[data-slot="${slot}"]`);
    if (!el) throw new Error(`${name}: no element with data-slot="${slot}" was rendered`);
    return el as HTMLElement;
  };

  describe(`${name} conformance`, () => {
    it(`forwards its ref to the <${element}> element`, () => {
      const ref = createRef<HTMLElement>();
      const { container } = render(<C {...props} ref={ref} />);
      expect(ref.current).toBeInstanceOf(HTMLElement);
      expect(ref.current!.tagName.toLowerCase()).toBe(element);
      expect(ref.current).toBe(find(container));
    });

    it('merges className with its own instead of replacing it', () => {
      const { container } = render(<C {...props} className="user-class" />);
      const el = find(container);
      expect(el).toHaveClass('user-class');
      expect(el.classList.length).toBeGreaterThan(1);
    });

    it('passes extra props through to the element', () => {
      const { container } = render(
        <C
          {...props}
          id="conformance-id"
          data-testid="conformance"
          aria-describedby="hint"
          title="Title"
        />,
      );
      const el = find(container);
      expect(el).toHaveAttribute('id', 'conformance-id');
      expect(el).toHaveAttribute('data-testid', 'conformance');
      expect(el).toHaveAttribute('aria-describedby', 'hint');
      expect(el).toHaveAttribute('title', 'Title');
    });

    it(`marks its element with data-slot="${slot}"`, () => {
      const { container } = render(<C {...props} />);
      expect(find(container).tagName.toLowerCase()).toBe(element);
    });
  });
}
