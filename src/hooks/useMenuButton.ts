import { useEffect, useRef, useState } from 'react';

/** A button that opens a menu: Escape closes it and gives the focus back to the button. */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return { open, setOpen, buttonRef, toggle: () => setOpen((wasOpen) => !wasOpen) };
}
