// For a toolbar popover made at its first opening (until then a plain button stands in,
// so the shell's first render builds none of its machinery). It is mounted closed and
// opened in the next frame: a popover mounted open skips moving the focus into it, and
// the keyboard user who opened it would be left on the page's body.
import { useState } from 'react';

export function useMadeOnOpen() {
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const make = () => {
    setMade(true);
    requestAnimationFrame(() => setOpen(true));
  };
  return { made, make, open, setOpen };
}
