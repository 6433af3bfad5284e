import { describe, expect, it } from 'vitest';
import { LAYOUTS, chooseLayout, navigationVariant } from './layout-choice';

describe('chooseLayout', () => {
  it('prefers the route, then the query, then the saved layout', () => {
    expect(chooseLayout('empty', 'modern', 'thin')).toBe('empty');
    expect(chooseLayout(undefined, 'modern', 'thin')).toBe('modern');
    expect(chooseLayout(undefined, null, 'thin')).toBe('thin');
  });

  it('falls back to classy, skipping names that are no layout', () => {
    expect(chooseLayout(undefined, null, null)).toBe('classy');
    expect(chooseLayout('wide', 'sideways', 'dense')).toBe('dense');
    expect(chooseLayout(42, '', 'CLASSIC')).toBe('classy');
  });
});

describe('navigationVariant', () => {
  it('gives the horizontal menu to the four horizontal layouts', () => {
    const horizontal = LAYOUTS.filter((layout) => navigationVariant(layout) === 'horizontal');
    expect(horizontal).toEqual(['centered', 'enterprise', 'material', 'modern']);
  });

  it('gives compact and thin the compact menu, futuristic its own, the rest the default', () => {
    expect(navigationVariant('compact')).toBe('compact');
    expect(navigationVariant('thin')).toBe('compact');
    expect(navigationVariant('futuristic')).toBe('futuristic');
    expect(
      ['classic', 'classy', 'dense', 'empty'].map((name) => navigationVariant(name as never)),
    ).toEqual(['default', 'default', 'default', 'default']);
  });
});
