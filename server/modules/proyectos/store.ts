// misProyectosCliente, the stand-in for the real business endpoint. Its answer is
// produced by @graphql-tools/mock over the domain's own SDL with a seeded faker,
// once, so every request sees the same projects whatever fields it selects.
import { Faker, es } from '@faker-js/faker';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import type { ProyectoCliente } from '../../generated/graphql';
import { readSchemaFiles } from '../../schema-files';

export const PROYECTOS_SEED = 20261122;
const PROJECT_COUNT = 6;

/** Every field of the domain, in a fixed order: generating them all at once fixes the answer. */
export const ALL_FIELDS = /* GraphQL */ `
  {
    misProyectosCliente {
      id
      nombre
      slug
      estado
      actualizadoEn
      cliente {
        id
        razonSocial
        rut
      }
      integraciones {
        id
        nombre
        proveedor
        tipo
        activa
        ultimaSincronizacion
      }
    }
  }
`;

const PROVEEDORES = [
  { nombre: 'Banco Estado', proveedor: 'banco-estado', tipo: 'banco' },
  { nombre: 'Banco de Chile', proveedor: 'banco-de-chile', tipo: 'banco' },
  { nombre: 'Defontana', proveedor: 'defontana', tipo: 'erp' },
  { nombre: 'Nubox', proveedor: 'nubox', tipo: 'contabilidad' },
  { nombre: 'Servicio de Impuestos Internos', proveedor: 'sii', tipo: 'facturacion' },
  { nombre: 'Bsale', proveedor: 'bsale', tipo: 'facturacion' },
  { nombre: 'Talana', proveedor: 'talana', tipo: 'remuneraciones' },
] as const;

const CULTIVOS = ['Cerezos', 'Viñedo', 'Nogales', 'Arándanos', 'Paltos', 'Manzanos', 'Trigo'];
const COMUNAS = [
  'Curicó',
  'Rancagua',
  'Talca',
  'Chillán',
  'San Fernando',
  'Los Andes',
  'Linares',
  'Paine',
  'Ovalle',
  'Molina',
];
const ESTADOS = ['activo', 'activo', 'activo', 'pausado', 'cerrado'] as const;

export type ProyectoRecord = ProyectoCliente;

export class ProyectosStore {
  private readonly proyectos: Promise<ProyectoRecord[]>;

  constructor(seed = PROYECTOS_SEED) {
    this.proyectos = generate(seed);
  }

  list(): Promise<ProyectoRecord[]> {
    return this.proyectos;
  }
}

async function generate(seed: number): Promise<ProyectoRecord[]> {
  const faker = new Faker({ locale: [es] });
  faker.seed(seed);
  // Distinct names, so project slugs never collide.
  const nombres = faker.helpers.shuffle(
    CULTIVOS.flatMap((cultivo) => COMUNAS.map((comuna) => `${cultivo} ${comuna}`)),
  );
  const schema = addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs: readSchemaFiles() }),
    mocks: {
      ID: () => faker.string.uuid(),
      String: () => faker.lorem.word(),
      Boolean: () => faker.datatype.boolean({ probability: 0.8 }),
      DateTime: () => faker.date.between({ from: '2026-01-01', to: '2026-11-01' }).toISOString(),
      Query: () => ({ misProyectosCliente: Array.from({ length: PROJECT_COUNT }, () => ({})) }),
      ProyectoCliente: () => {
        const nombre = nombres.pop()!;
        return {
          nombre,
          slug: faker.helpers.slugify(nombre).toLowerCase(),
          estado: faker.helpers.arrayElement(ESTADOS),
          integraciones: faker.helpers
            .arrayElements(PROVEEDORES, { min: 1, max: 4 })
            .map((proveedor) => ({ ...proveedor })),
        };
      },
      Cliente: () => ({ razonSocial: faker.company.name(), rut: rut(faker) }),
      Integracion: () => ({
        ultimaSincronizacion: faker.datatype.boolean({ probability: 0.85 })
          ? faker.date.recent({ days: 30, refDate: '2026-11-01' }).toISOString()
          : null,
      }),
    },
  });
  const result = await graphql({ schema, source: ALL_FIELDS });
  if (result.errors)
    throw new Error(`misProyectosCliente mock failed: ${result.errors[0]?.message}`);
  return (result.data as { misProyectosCliente: ProyectoRecord[] }).misProyectosCliente;
}

/** A well-formed Chilean RUT (company range) with its modulo-11 check digit. */
function rut(faker: Faker): string {
  const body = faker.number.int({ min: 76_000_000, max: 77_999_999 });
  let sum = 0;
  let factor = 2;
  for (let rest = body; rest > 0; rest = Math.floor(rest / 10)) {
    sum += (rest % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const check = 11 - (sum % 11);
  const digit = check === 11 ? '0' : check === 10 ? 'K' : String(check);
  return `${body.toLocaleString('es-CL')}-${digit}`;
}
