// A second, independent GraphQL server for the endpoint-swap tests: our business schema
// (schema/proyectos.graphql) answered with data of its own by Apollo Server, on a port
// of its own, allowing the app's origin as a real endpoint must (CORS). It records the
// Authorization header of each request, to show what the client sends it.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSchemaFiles } from '../schema-files';

/** Its projects: none of them is among the local server's. */
export const OTHER_PROJECTS = [
  {
    id: 'remoto-1',
    nombre: 'Viñedo Casablanca Norte',
    slug: 'vinedo-casablanca-norte',
    estado: 'activo',
    actualizadoEn: '2026-11-20T10:00:00.000Z',
    cliente: { id: 'cliente-remoto-1', razonSocial: 'Viñas del Litoral SpA', rut: '76.123.456-0' },
    integraciones: [
      {
        id: 'remoto-1-banco',
        nombre: 'Banco del Litoral',
        proveedor: 'banco-litoral',
        tipo: 'banco',
        activa: true,
        ultimaSincronizacion: '2026-11-28T08:30:00.000Z',
      },
    ],
  },
  {
    id: 'remoto-2',
    nombre: 'Cerezos Los Ángeles',
    slug: 'cerezos-los-angeles',
    estado: 'pausado',
    actualizadoEn: '2026-10-02T15:45:00.000Z',
    cliente: { id: 'cliente-remoto-2', razonSocial: 'Agrícola Biobío Ltda.', rut: '77.654.321-5' },
    integraciones: [
      {
        id: 'remoto-2-erp',
        nombre: 'ERP Biobío',
        proveedor: 'erp-biobio',
        tipo: 'erp',
        activa: false,
        ultimaSincronizacion: null,
      },
    ],
  },
];

export interface BusinessEndpoint {
  url: string;
  /** The Authorization header of each request received, in order (undefined when none). */
  authorizations: (string | undefined)[];
  stop(): Promise<void>;
}

/**
 * Starts it on `port` (0: any free one), allowing `origin`. `edit` changes its schema's
 * SDL, e.g. to rename a field as a differing endpoint would.
 */
export async function startBusinessEndpoint(options: {
  port?: number;
  origin: string;
  edit?: (sdl: string) => string;
}): Promise<BusinessEndpoint> {
  const sdl = `scalar DateTime\ntype Query\n${readSchemaFiles(['proyectos.graphql']).join('\n')}`;
  const apollo = new ApolloServer({
    typeDefs: options.edit ? options.edit(sdl) : sdl,
    resolvers: { Query: { misProyectosCliente: () => OTHER_PROJECTS } },
  });
  await apollo.start();
  const authorizations: (string | undefined)[] = [];
  const app = express();
  app.use(
    '/graphql',
    cors({ origin: options.origin, allowedHeaders: ['authorization', 'content-type'] }),
    express.json(),
    (req, _res, next) => {
      if (req.method === 'POST') authorizations.push(req.headers.authorization);
      next();
    },
    expressMiddleware(apollo),
  );
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    authorizations,
    async stop() {
      await apollo.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
