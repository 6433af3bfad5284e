// The ids of the areas' routes whose loaders start the queries their pages read
// (api/queries.ts). Apart from the queries, so the routes (loaded with the app) do not
// carry them.
export const ADMINISTRACION_PROYECTOS_ROUTE = 'administracion-proyectos';
export const ADMINISTRACION_ACTIVIDADES_ROUTE = 'administracion-actividades';
/** panel-principal's: menuIntegraciones, whose projects its pages read. */
export const MENU_INTEGRACIONES_ROUTE = 'menuIntegraciones';
