export { resolvers } from './resolvers';
export { routes } from './rest';
export { ICON_FILES_PATH, iconFiles } from './files';
