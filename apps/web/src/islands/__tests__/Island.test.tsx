import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Island, IslandPageContext } from '../Island';

describe('<Island>', () => {
  it('on a page of islands, wraps the markup with its name, trigger and props as JSON', () => {
    const { container } = render(
      <IslandPageContext value>
        <Island name="tenant-strip" trigger="idle" props={{ quote: '"</script>' }} session="admin">
          <button type="button">Tenants</button>
        </Island>
      </IslandPageContext>,
    );
    const element = container.querySelector('helio-island');
    expect(element?.getAttribute('name')).toBe('tenant-strip');
    expect(element?.getAttribute('trigger')).toBe('idle');
    expect(element?.getAttribute('when')).toBe('admin');
    expect(JSON.parse(element?.getAttribute('props') ?? '')).toEqual({ quote: '"</script>' });
    expect(element?.innerHTML).toBe('<button type="button">Tenants</button>');
  });

  it('anywhere else is just its component', () => {
    const { container } = render(
      <Island name="tenant-strip" trigger="idle" props={{}}>
        <button type="button">Tenants</button>
      </Island>,
    );
    expect(container.innerHTML).toBe('<button type="button">Tenants</button>');
  });
});
