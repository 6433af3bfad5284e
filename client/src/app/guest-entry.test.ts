import { describe, expect, it } from 'vitest';
import { APP_BASES, paths, signInPath } from '../config/paths';
import { landingArea } from '../lib/host-rules';
import { GUEST_ENTRY_RULES, guestSignInAddress } from './guest-entry';

const at = (address: string, hostname = 'localhost') => {
  const { pathname, search } = new URL(address, 'http://x');
  return guestSignInAddress({ pathname, search, hostname }, GUEST_ENTRY_RULES);
};

describe('where a guest is sent from the address they open', () => {
  it('sends a guarded address to sign-in, with the way back as the app words it', () => {
    for (const address of [
      '/administracion',
      '/panel-principal/p1/banco',
      '/hectareas',
      '/ajustes?section=language',
      '/unlock-session',
      '/proveedor-no-encontrado',
      '/apps/contacts/new',
      '/docs/guides/getting-started',
      ...APP_BASES,
    ]) {
      expect(at(address), address).toBe(signInPath(address));
    }
  });

  it('leaves the guest pages, payments, the 404 page and unknown addresses to the app', () => {
    for (const address of [
      paths.signIn,
      paths.signUp,
      paths.forgotPassword,
      paths.resetPassword,
      paths.confirmationRequired,
      paths.signOut,
      paths.home,
      paths.notFound,
      '/pagos',
      '/apps',
      '/apps/contactsx',
      '/administracionx',
    ]) {
      expect(at(address), address).toBeNull();
    }
  });

  it('sends the landing addresses to sign-in where the host lands in a signed-in area', () => {
    for (const hostname of [
      'localhost',
      '127.0.0.1',
      'administracion.example.cl',
      'GESTION.example.cl',
      'hectareas.example.cl',
      'colectivos.example.cl',
      'pagos.example.cl',
      'www.example.cl',
    ]) {
      const area = landingArea({ hostname, devBuild: false });
      const expected = area && area !== 'pagos' ? paths.signIn : null;
      for (const address of [paths.root, paths.signedInRedirect]) {
        expect(at(address, hostname), `${address} on ${hostname}`).toBe(expected);
      }
    }
  });

  it('reads nothing but its arguments, so the start-up script can carry it as text', () => {
    const copy = new Function(
      `return ${guestSignInAddress.toString()}`,
    )() as typeof guestSignInAddress;
    const location = { pathname: '/apps/chat', search: '?x=1', hostname: 'gestion.example.cl' };
    expect(copy(location, GUEST_ENTRY_RULES)).toBe(signInPath('/apps/chat?x=1'));
  });
});
