import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('currentHost', () => {
  it('is the page hostname, one object for the page', async () => {
    vi.stubGlobal('window', { location: { hostname: 'admin.example.cl' } });
    const { currentHost } = await import('./env');
    const host = currentHost();
    expect(host.hostname).toBe('admin.example.cl');
    // The shell's menu memo depends on it: a new object would draw the menu again.
    expect(currentHost()).toBe(host);
  });
});
