// What panel-principal shows of an integration beside its name: an icon for its kind
// and whether its connection is on.
import { Badge, Flex, type FlexProps } from '@chakra-ui/react';
import BanknotesIcon from '@heroicons/react/24/outline/BanknotesIcon';
import BuildingLibraryIcon from '@heroicons/react/24/outline/BuildingLibraryIcon';
import CalculatorIcon from '@heroicons/react/24/outline/CalculatorIcon';
import CubeTransparentIcon from '@heroicons/react/24/outline/CubeTransparentIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipoIntegracion } from '../../../gql/graphql';

const TIPO_ICONS: Record<TipoIntegracion, ComponentType<SVGProps<SVGSVGElement>>> = {
  banco: BuildingLibraryIcon,
  contabilidad: CalculatorIcon,
  erp: CubeTransparentIcon,
  facturacion: DocumentTextIcon,
  remuneraciones: BanknotesIcon,
};

/** The integration's kind as a tinted square with its icon. */
export function TipoIcon({ tipo, boxSize = 9, ...props }: { tipo: TipoIntegracion } & FlexProps) {
  const Icon = TIPO_ICONS[tipo];
  return (
    <Flex
      boxSize={boxSize}
      flexShrink={0}
      align="center"
      justify="center"
      rounded="lg"
      colorPalette="brand"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      aria-hidden
      {...props}
    >
      <Icon width="55%" />
    </Flex>
  );
}

/** Whether the connection is on: a dot and a word, never the colour alone. */
export function ConexionBadge({ activa }: { activa: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={activa ? 'green' : 'gray'} variant="subtle" gap={1.5} flexShrink={0}>
      <Flex as="span" boxSize={1.5} rounded="full" bg="colorPalette.solid" aria-hidden />
      {activa ? t('panel.integration.enabled') : t('panel.integration.disabled')}
    </Badge>
  );
}
