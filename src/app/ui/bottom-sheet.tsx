import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { SHEET_SNAPS, settleSnap, snapOffsets, stepSnap, type SheetSnap } from './bottom-sheet-snap.ts';
import './bottom-sheet-texts.ts';
import './bottom-sheet.css';

interface Drag {
  pointerId: number;
  startY: number;
  startOffset: number;
  offset: number;
  lastY: number;
  lastTime: number;
  velocity: number;
  moved: boolean;
}

/**
 * A sheet over the bottom of a phone's screen beside what lies under it (a map): it rests at a peek (its head and a
 * first row), half or full, and is dragged between them by its handle or head with a finger or pointer; the handle is a
 * button that steps through them from the keyboard (Arrow up/down) or a click. From 48rem it is a plain column (the
 * styles decide, so the server's page and the browser's agree). Not modal: what lies under it stays usable.
 */
export function BottomSheet({
  label,
  head,
  children,
  peek,
  raise = null,
  initialSnap = 'peek',
  className = '',
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
  /** The height shown at peek (px): the head and about one row. */
  peek: number;
  /** Raises the sheet at least this far each time it is set (e.g. when a form in it opens). */
  raise?: SheetSnap | null;
  /** Where the sheet rests when it first shows (e.g. 'half' where the list is the page's main content). */
  initialSnap?: SheetSnap;
  className?: string;
}) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLElement>(null);
  const drag = useRef<Drag | null>(null);
  const [snap, setSnap] = useState<SheetSnap>(initialSnap);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const suppressClick = useRef(false);
  const [raised, setRaised] = useState(raise);
  // Where the sheet was before something raised it: it goes back there when that is done (a filter applied).
  const [beforeRaise, setBeforeRaise] = useState<SheetSnap | null>(null);
  if (raised !== raise) {
    setRaised(raise);
    if (raise && SHEET_SNAPS.indexOf(raise) > SHEET_SNAPS.indexOf(snap)) {
      setBeforeRaise(snap);
      setSnap(raise);
    } else if (!raise && beforeRaise) {
      setSnap(beforeRaise);
      setBeforeRaise(null);
    }
  }

  const offsets = () => snapOffsets(sheet.current?.offsetHeight ?? 0, peek);
  const start = (event: PointerEvent<HTMLElement>) => {
    suppressClick.current = false;
    // From 48rem the sheet is a column: nothing to drag.
    if (event.button !== 0 || !sheet.current || getComputedStyle(sheet.current).position !== 'absolute') return;
    // A control in the head (other than the handle) keeps its own press.
    const target = event.target as HTMLElement;
    if (target.closest('a, input, select, textarea, button:not(.bottom-sheet__handle)')) return;
    // Where the sheet is seen now (it may still be sliding to its snap): its top below where it would rest in full.
    const parent = sheet.current.offsetParent?.getBoundingClientRect();
    const seen = parent && sheet.current.getBoundingClientRect().top - (parent.bottom - sheet.current.offsetHeight);
    const offset = seen ?? offsets()[snap];
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startOffset: offset,
      offset,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocity: 0,
      moved: false,
    };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = event.clientY - current.startY;
    if (!current.moved && Math.abs(distance) < 6) return;
    // Captured only once it is a drag: a tap on the handle stays a click on it.
    if (!current.moved) event.currentTarget.setPointerCapture(event.pointerId);
    current.moved = true;
    const max = offsets().peek;
    current.offset = Math.min(max, Math.max(0, current.startOffset + distance));
    const elapsed = event.timeStamp - current.lastTime;
    if (elapsed > 0) current.velocity = (event.clientY - current.lastY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    setDragOffset(current.offset);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    // A drag ends here: a click that follows at once on the handle must not step the sheet again.
    suppressClick.current = true;
    window.setTimeout(() => {
      suppressClick.current = false;
    }, 300);
    // A finger held still before it lets go does not flick.
    const flicked = event.type !== 'pointercancel' && event.timeStamp - current.lastTime < 80;
    setSnap(settleSnap(current.offset, flicked ? current.velocity : 0, offsets()));
    setDragOffset(null);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' ? 'up' : event.key === 'ArrowDown' ? 'down' : null;
    if (!step) return;
    event.preventDefault();
    setSnap(stepSnap(snap, step));
  };
  const style = {
    '--sheet-peek': `${peek}px`,
    ...(dragOffset !== null ? { transform: `translateY(${dragOffset}px)` } : {}),
  } as CSSProperties;

  return (
    <section
      ref={sheet}
      className={`bottom-sheet ${dragOffset !== null ? 'is-dragging' : ''} ${className}`}
      data-snap={snap}
      aria-label={label}
      style={style}
    >
      <div
        className="bottom-sheet__grip"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <button
          type="button"
          className="bottom-sheet__handle"
          aria-label={t('bottomSheet.handle', { state: t(`bottomSheet.${snap}`) })}
          onKeyDown={onKey}
          onClick={(event) => {
            // A click from the keyboard (detail 0) always steps.
            if (suppressClick.current && event.detail > 0) suppressClick.current = false;
            else setSnap(stepSnap(snap, 'cycle'));
          }}
        >
          <span aria-hidden="true" />
        </button>
        <div className="bottom-sheet__head">{head}</div>
      </div>
      <div
        className="bottom-sheet__body"
        onFocus={() => {
          // A row reached from the keyboard is shown: the sheet opens from its peek.
          if (snap === 'peek') setSnap('half');
        }}
      >
        {children}
      </div>
    </section>
  );
}
