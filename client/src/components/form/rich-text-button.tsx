// A button of the rich text editor's toolbar: an icon named by its label, which a
// tooltip shows too, pressed while its mark or list is in force (aria-pressed).
import { IconButton, Portal, type IconButtonProps } from '@chakra-ui/react';
import { Tooltip } from '../ui/tooltip';

interface ToolbarButtonProps extends IconButtonProps {
  label: string;
  pressed?: boolean;
}

export function ToolbarButton({ label, pressed, children, ...button }: ToolbarButtonProps) {
  return (
    <Tooltip.Root openDelay={400} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={label}
          aria-pressed={pressed}
          _pressed={{ bg: 'bg.emphasized', color: 'fg' }}
          // A click leaves the focus (and the selection) in the text.
          onMouseDown={(event) => event.preventDefault()}
          {...button}
        >
          {children}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
