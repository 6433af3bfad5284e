import { describe, expect, it, vi } from 'vitest';
import { loadedModule } from './loaded-module';

describe('loadedModule', () => {
  it('answers with the module itself, not a promise, once it has loaded', async () => {
    const module = { page: 'administracion' };
    const load = vi.fn(() => Promise.resolve(module));
    const get = loadedModule(load);
    expect(get()).toBeInstanceOf(Promise);
    await expect(get()).resolves.toBe(module);
    expect(get()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed import', async () => {
    const module = { page: 'hectareas' };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const get = loadedModule(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe(module);
    expect(get()).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
