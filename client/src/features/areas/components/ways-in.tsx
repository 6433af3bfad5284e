// Ways into the other areas (those this host may open, SPEC section 6) and the apps:
// cards with an icon, a name and what each is for.
import { Box, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import AcademicCapIcon from '@heroicons/react/24/outline/AcademicCapIcon';
import ArrowRightIcon from '@heroicons/react/24/outline/ArrowRightIcon';
import BuildingOffice2Icon from '@heroicons/react/24/outline/BuildingOffice2Icon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon';
import CreditCardIcon from '@heroicons/react/24/outline/CreditCardIcon';
import FolderIcon from '@heroicons/react/24/outline/FolderIcon';
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import MapIcon from '@heroicons/react/24/outline/MapIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import ShoppingBagIcon from '@heroicons/react/24/outline/ShoppingBagIcon';
import Squares2X2Icon from '@heroicons/react/24/outline/Squares2X2Icon';
import UserGroupIcon from '@heroicons/react/24/outline/UserGroupIcon';
import UsersIcon from '@heroicons/react/24/outline/UsersIcon';
import ViewColumnsIcon from '@heroicons/react/24/outline/ViewColumnsIcon';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentHost } from '../../../config/env';
import { AREAS, paths, type Area } from '../../../config/paths';
import { canEnter } from '../../../lib/host-rules';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export const AREA_ICONS: Record<Area, Icon> = {
  administracion: BuildingOffice2Icon,
  'panel-principal': Squares2X2Icon,
  hectareas: MapIcon,
  colectivos: UserGroupIcon,
  pagos: CreditCardIcon,
};

const APPS = [
  { id: 'contacts', path: paths.contacts, icon: UsersIcon },
  { id: 'tasks', path: paths.tasks, icon: CheckCircleIcon },
  { id: 'mailbox', path: paths.mailbox, icon: InboxIcon },
  { id: 'chat', path: paths.chat, icon: ChatBubbleLeftRightIcon },
  { id: 'notes', path: paths.notes, icon: PencilSquareIcon },
  { id: 'scrumboard', path: paths.scrumboard, icon: ViewColumnsIcon },
  { id: 'inventory', path: paths.inventory, icon: ShoppingBagIcon },
  { id: 'file-manager', path: paths.fileManager, icon: FolderIcon },
  { id: 'academy', path: paths.academy, icon: AcademicCapIcon },
] as const;

function WayCard({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: Icon;
  title: string;
  description: string;
}) {
  return (
    <LinkBox
      as="article"
      display="flex"
      gap={3}
      p={4}
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.muted', boxShadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Flex
        boxSize={10}
        flexShrink={0}
        align="center"
        justify="center"
        rounded="lg"
        bg="brand.subtle"
        color="brand.fg"
      >
        <Icon width={20} aria-hidden />
      </Flex>
      <Box minW={0} flex={1}>
        <Heading as="h3" size="sm">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <Link to={to}>{title}</Link>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {description}
        </Text>
      </Box>
      <Box color="fg.muted" alignSelf="center" aria-hidden>
        <ArrowRightIcon width={16} />
      </Box>
    </LinkBox>
  );
}

/** The areas this host may open, but `except`. */
export function enterableAreas(except?: Area): Area[] {
  const host = currentHost();
  return AREAS.filter((area) => area !== except && canEnter(area, host));
}

/** The areas this host may open (but `except`), as cards. */
export function AreaCards({ except }: { except?: Area }) {
  const { t } = useTranslation();
  const areas = enterableAreas(except);
  if (areas.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={3}>
      {areas.map((area) => (
        <WayCard
          key={area}
          to={paths.area(area)}
          icon={AREA_ICONS[area]}
          title={t(`areas.${area}`)}
          description={t(`areas.purpose.${area}`)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The template apps, as cards. */
export function AppCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={3}>
      {APPS.map((app) => (
        <WayCard
          key={app.id}
          to={app.path}
          icon={app.icon}
          title={t(`${app.id}.title`)}
          description={t(`areas.apps.${app.id}`)}
        />
      ))}
    </SimpleGrid>
  );
}
