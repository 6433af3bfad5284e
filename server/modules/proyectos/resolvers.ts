import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    misProyectosCliente: (_, __, { stores }) => stores.proyectos.list(),
  },
};
