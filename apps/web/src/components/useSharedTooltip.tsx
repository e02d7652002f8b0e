import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';

/** MUI's default delay before a tooltip shows. */
const ENTER_DELAY_MS = 100;

interface Tip {
  anchor: HTMLElement;
  text: string;
}

function tipTarget(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null;
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // a browser without the selector
  }
}

export interface SharedTooltip {
  /** Spread on the element around the ones with a `data-tip`. */
  handlers: {
    onPointerOver: (event: PointerEvent) => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: () => void;
  };
  /** The one tooltip, to render anywhere beside them. */
  tooltip: ReactNode;
}

/**
 * One tooltip for all the elements inside a container that carry a `data-tip`, shown on mouse hover or keyboard
 * focus, with the look of MUI's Tooltip (`arrow`). A big table with a MUI Tooltip per cell mounts hundreds of
 * them as it opens; this mounts one. The elements keep their own accessible names; the tip is a visual hint.
 */
export function useSharedTooltip(): SharedTooltip {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (anchor: HTMLElement | null) => {
    clearTimeout(timer.current);
    const text = anchor?.dataset.tip;
    if (!anchor || !text) return setTip(null);
    timer.current = setTimeout(() => setTip({ anchor, text }), ENTER_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTip(null);
  };

  return {
    handlers: {
      onPointerOver: (event) => {
        if (event.pointerType !== 'mouse') return;
        const anchor = tipTarget(event.target);
        if (anchor !== tip?.anchor) show(anchor);
      },
      onPointerLeave: hide,
      onFocus: (event) => {
        const anchor = tipTarget(event.target);
        if (anchor && focusVisible(anchor)) show(anchor);
      },
      onBlur: hide,
    },
    tooltip: (
      <Tooltip
        open={tip !== null && tip.anchor.isConnected}
        title={tip?.text ?? ''}
        arrow
        disableInteractive
        disableFocusListener
        disableHoverListener
        disableTouchListener
        slotProps={{ popper: { anchorEl: tip?.anchor } }}
      >
        <span hidden />
      </Tooltip>
    ),
  };
}
