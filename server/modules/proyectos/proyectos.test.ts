import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { ALL_FIELDS, ProyectosStore } from './store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('misProyectosCliente', () => {
  it('is the same on every store and every call (fixed seed)', async () => {
    const first = await new ProyectosStore().list();
    expect(await new ProyectosStore().list()).toEqual(first);
    expect(await new ProyectosStore(1).list()).not.toEqual(first);
  });

  it('answers plausible projects with integrations through GraphQL', async () => {
    const token = await server.signIn();
    const answer = await server.graphql<{
      misProyectosCliente: {
        slug: string;
        cliente: { rut: string };
        integraciones: { proveedor: string }[];
      }[];
    }>(ALL_FIELDS, {}, token);
    const proyectos = answer.body.data!.misProyectosCliente;
    expect(proyectos.length).toBeGreaterThan(0);
    expect(new Set(proyectos.map((proyecto) => proyecto.slug)).size).toBe(proyectos.length);
    for (const proyecto of proyectos) {
      expect(proyecto.slug).toMatch(/^[a-z0-9-]+$/);
      expect(proyecto.cliente.rut).toMatch(/^\d{2}\.\d{3}\.\d{3}-[\dK]$/);
      expect(proyecto.integraciones.length).toBeGreaterThan(0);
    }
    // Selecting fewer fields does not change the values.
    const ids = await server.graphql<{ misProyectosCliente: { id: string }[] }>(
      '{ misProyectosCliente { id } }',
      {},
      token,
    );
    expect(ids.body.data!.misProyectosCliente).toEqual(
      (answer.body.data!.misProyectosCliente as unknown as { id: string }[]).map(({ id }) => ({
        id,
      })),
    );
  });
});
