export { resolvers } from './resolvers';
export { routes } from './rest';
export { noteUploads } from './images';
