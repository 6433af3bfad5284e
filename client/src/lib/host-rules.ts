// Which areas a host name may open, and where it lands (SPEC section 6). Pure, so
// the guards and the landing redirect share one rule set.
import { AREAS, type Area } from '../config/paths';

/** The words a host name must contain to open each area. */
const ACCEPTED: Record<Area, readonly string[]> = {
  administracion: ['administracion'],
  'panel-principal': ['gestion'],
  hectareas: ['gestion', 'hectareas'],
  colectivos: ['gestion', 'colectivos'],
  pagos: ['gestion', 'pagos'],
};

/** Host words in landing order, and the area each lands in. */
export const LANDING: readonly [string, Area][] = [
  ['administracion', 'administracion'],
  ['gestion', 'panel-principal'],
  ['hectareas', 'hectareas'],
  ['colectivos', 'colectivos'],
  ['pagos', 'pagos'],
];

/** Host names of development: every area open, landing administracion. */
export const DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

export interface HostContext {
  hostname: string;
  /** True under the Vite development server. */
  devBuild: boolean;
}

/** Development mode: every guard passes and the landing is administracion. */
export function isDevelopment({ hostname, devBuild }: HostContext): boolean {
  return devBuild || DEVELOPMENT_HOSTS.includes(hostname.toLowerCase());
}

export function canEnter(area: Area, host: HostContext): boolean {
  if (isDevelopment(host)) return true;
  const hostname = host.hostname.toLowerCase();
  return ACCEPTED[area].some((word) => hostname.includes(word));
}

/** The area a host name lands in, or null (the 404 page). */
export function landingArea(host: HostContext): Area | null {
  if (isDevelopment(host)) return 'administracion';
  const hostname = host.hostname.toLowerCase();
  return LANDING.find(([word]) => hostname.includes(word))?.[1] ?? null;
}

export { AREAS };
