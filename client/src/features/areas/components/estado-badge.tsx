import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EstadoProyecto } from '../../../gql/graphql';

const PALETTE: Record<EstadoProyecto, string> = {
  activo: 'green',
  pausado: 'orange',
  cerrado: 'gray',
};

/** A project's status, translated. */
export function EstadoBadge({ estado }: { estado: EstadoProyecto }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[estado]}>{t(`panel.estado.${estado}`)}</Badge>;
}
