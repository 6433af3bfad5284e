export { resolvers } from './resolvers';
export { routes } from './rest';
