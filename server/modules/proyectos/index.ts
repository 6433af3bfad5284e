export { resolvers } from './resolvers';
