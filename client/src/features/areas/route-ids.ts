// The ids of the areas' routes whose loaders start the queries their pages read.
export const ADMINISTRACION_PROYECTOS_ROUTE = 'administracion-proyectos';
export const ADMINISTRACION_ACTIVIDADES_ROUTE = 'administracion-actividades';
/** panel-principal's: menuIntegraciones (api/menu-integraciones.ts), whose projects its pages read. */
export const MENU_INTEGRACIONES_ROUTE = 'menuIntegraciones';
