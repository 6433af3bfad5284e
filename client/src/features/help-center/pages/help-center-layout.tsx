// The help center's frame: its own navigation (home, FAQs, guides, support) above the
// page of the route, each link marked current where the reader is.
import { Box, Flex, Icon } from '@chakra-ui/react';
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import HomeIcon from '@heroicons/react/24/outline/HomeIcon';
import QuestionMarkCircleIcon from '@heroicons/react/24/outline/QuestionMarkCircleIcon';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';

interface Section {
  to: string;
  label: 'home' | 'faqs' | 'guides' | 'support';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

const SECTIONS: readonly Section[] = [
  { to: paths.helpCenter, label: 'home', icon: HomeIcon, end: true },
  { to: paths.helpCenterFaqs, label: 'faqs', icon: QuestionMarkCircleIcon },
  { to: paths.helpCenterGuides, label: 'guides', icon: BookOpenIcon },
  { to: paths.helpCenterSupport, label: 'support', icon: ChatBubbleLeftRightIcon },
];

export function HelpCenterLayout() {
  const { t } = useTranslation();
  return (
    <Box maxW="6xl" mx="auto">
      <Box
        as="nav"
        aria-label={t('help-center.title')}
        mb={6}
        borderBottomWidth="1px"
        overflowX="auto"
        // The links scroll sideways on narrow phones rather than wrapping.
        css={{ scrollbarWidth: 'none' }}
      >
        <Flex as="ul" gap={1} minW="max-content">
          {SECTIONS.map((section) => (
            <Box as="li" key={section.to} listStyleType="none">
              <Flex
                asChild
                align="center"
                gap={2}
                px={{ base: 2, sm: 3 }}
                py={2.5}
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                borderBottomWidth="2px"
                borderColor="transparent"
                mb="-1px"
                roundedTop="l2"
                transition="color 0.15s, border-color 0.15s"
                _hover={{ color: 'fg', bg: 'bg.muted' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '-2px',
                }}
                css={{
                  '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' },
                }}
              >
                <NavLink to={section.to} end={section.end}>
                  <Icon as={section.icon} boxSize={4} aria-hidden hideBelow="sm" />
                  {t(`help-center.nav.${section.label}`)}
                </NavLink>
              </Flex>
            </Box>
          ))}
        </Flex>
      </Box>
      <Outlet />
    </Box>
  );
}
