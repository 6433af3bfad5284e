import { describe, expect, it } from 'vitest';
import { canEnter, landingArea } from './host-rules';

const host = (hostname: string) => ({ hostname, devBuild: false });

describe('host rules', () => {
  it('lands each host kind in its area, and elsewhere nowhere', () => {
    expect(landingArea(host('administracion.example.cl'))).toBe('administracion');
    expect(landingArea(host('gestion.example.cl'))).toBe('panel-principal');
    expect(landingArea(host('hectareas.example.cl'))).toBe('hectareas');
    expect(landingArea(host('colectivos.example.cl'))).toBe('colectivos');
    expect(landingArea(host('pagos.example.cl'))).toBe('pagos');
    expect(landingArea(host('www.example.cl'))).toBeNull();
  });

  it('lets gestion hosts into every area but administracion', () => {
    const gestion = host('gestion.example.cl');
    expect(canEnter('administracion', gestion)).toBe(false);
    for (const area of ['panel-principal', 'hectareas', 'colectivos', 'pagos'] as const) {
      expect(canEnter(area, gestion)).toBe(true);
    }
  });

  it('lets single-area hosts into their own area only', () => {
    expect(canEnter('hectareas', host('hectareas.example.cl'))).toBe(true);
    expect(canEnter('colectivos', host('hectareas.example.cl'))).toBe(false);
    expect(canEnter('pagos', host('PAGOS.example.cl'))).toBe(true);
    expect(canEnter('panel-principal', host('pagos.example.cl'))).toBe(false);
    expect(canEnter('administracion', host('administracion.example.cl'))).toBe(true);
  });

  it('passes every guard in development mode: localhost, 127.0.0.1 or the dev server', () => {
    for (const dev of [
      host('localhost'),
      host('127.0.0.1'),
      { hostname: 'www.example.cl', devBuild: true },
    ]) {
      expect(landingArea(dev)).toBe('administracion');
      expect(canEnter('pagos', dev)).toBe(true);
      expect(canEnter('administracion', dev)).toBe(true);
    }
  });
});
