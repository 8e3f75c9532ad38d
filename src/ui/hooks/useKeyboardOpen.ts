// Whether a phone's on-screen keyboard is up: the visual viewport is then much shorter than the
// layout viewport. Bars fixed to the bottom hide meanwhile, so they never sit on the keyboard.
import { useEffect, useState } from 'react';

/** A visual viewport this much shorter than the window means a keyboard, not a browser toolbar. */
const KEYBOARD_MIN_PX = 150;

export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => setOpen(window.innerHeight - viewport.height > KEYBOARD_MIN_PX);
    viewport.addEventListener('resize', measure);
    return () => viewport.removeEventListener('resize', measure);
  }, []);
  return open;
}
