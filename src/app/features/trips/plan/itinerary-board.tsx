import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Fragment, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { moveBetweenColumns, sameColumns, type BoardColumns } from './board-columns.ts';

/** What a row needs to be dragged: the handle's props (none before hydration) and whether it is the one moving. */
export interface DragHandle {
  handleProps: HTMLAttributes<HTMLButtonElement>;
  dragging: boolean;
}

export interface BoardTexts {
  instructions: string;
  /** What a stop's handle is, read by screen readers (e.g. "přesouvatelné místo"). */
  role: string;
  picked: (key: string) => string;
  over: (key: string, column: string | null) => string;
  dropped: (key: string, column: string | null) => string;
  cancelled: (key: string) => string;
}

interface BoardProps {
  /** Each column's stop keys in order (a day, or the stops not in a day); memoised by the caller. */
  columns: BoardColumns;
  renderColumn: (columnId: string, list: ReactNode) => ReactNode;
  renderStop: (key: string, index: number, columnId: string, handle: DragHandle) => ReactNode;
  /** A short picture of the stop under the finger while it moves. */
  renderPreview: (key: string) => ReactNode;
  /** A stop let go at `index` of a column; `neighbours` is that column's list without the stop. */
  onMove: (key: string, columnId: string, index: number, neighbours: readonly string[]) => void;
  texts: BoardTexts;
  disabled?: boolean;
}

/**
 * A trip's itinerary as columns of stops that are dragged within and between days (@dnd-kit: pointer, touch and
 * keyboard). While a stop moves the board keeps its own copy of the columns; after the drop it keeps showing that copy
 * until the caller's columns change (the move is in the outbox), so the stop does not flash back.
 */
export function ItineraryBoard(props: BoardProps) {
  const hydrated = useHydrated();
  // Before hydration (the server's page, the first render) the rows are plain: the drag ids are the browser's own.
  if (!hydrated || props.disabled) return <StaticBoard {...props} />;
  return <DragBoard {...props} />;
}

/**
 * The list scrolls while a stop is held within a tenth of its height from its top or bottom edge (the default is a
 * fifth): the rows are tall, and a stop held over the next day's first row, low on a phone, should not run past it.
 */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.1 } };

const noHandle: DragHandle = { handleProps: {}, dragging: false };

function StaticBoard({ columns, renderColumn, renderStop }: BoardProps) {
  return (
    <>
      {Object.entries(columns).map(([columnId, keys]) => (
        <Fragment key={columnId}>
          {renderColumn(
            columnId,
            <ol className="itinerary__stops" data-testid="trip-places">
              {keys.map((key, index) => (
                <li key={key} className="itinerary__item">
                  {renderStop(key, index, columnId, noHandle)}
                </li>
              ))}
            </ol>,
          )}
        </Fragment>
      ))}
    </>
  );
}

function DragBoard({ columns, renderColumn, renderStop, renderPreview, onMove, texts }: BoardProps) {
  const [draft, setDraft] = useState<{ from: BoardColumns; columns: BoardColumns } | null>(null);
  const [active, setActive] = useState<string | null>(null);
  // A new read of the trip mid-drag (a change sent, a route arrived) brings equal columns: the drag goes on.
  const shown = draft && sameColumns(draft.from, columns) ? draft.columns : columns;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columnOf = (id: UniqueIdentifier, within: BoardColumns): string | null => {
    const text = String(id);
    if (text in within) return text;
    return Object.keys(within).find((column) => within[column]?.includes(text)) ?? null;
  };
  // The stop a moving stop was put just before on entering another day (see `collision`).
  const enteredBefore = useRef<string | null>(null);
  const over = ({ active: moving, over: target }: DragOverEvent) => {
    if (!target) return;
    const next = moveBetweenColumns(shown, String(moving.id), columnOf(target.id, shown), String(target.id));
    if (next !== shown) {
      enteredBefore.current = String(target.id);
      setDraft({ from: columns, columns: next });
    } else if (target.id !== moving.id && target.id !== enteredBefore.current) enteredBefore.current = null;
  };
  // Put into another day before the stop it arrived over, the moving stop sits where that stop was, and that stop one
  // row down: both are nearest now. While the moving stop is above the middle of that stop, it is over itself, so it
  // stays before it (a keyboard step into a day lands first), rather than swapping with it as a sort would.
  const collision: CollisionDetection = (args) => {
    const found = closestCorners(args);
    const entered = enteredBefore.current;
    const nearest = found[0]?.id;
    const rect = entered === null ? undefined : args.droppableRects.get(entered);
    const middle = (box: { top: number; height: number }) => box.top + box.height / 2;
    if (rect && (nearest === entered || nearest === args.active.id) && middle(args.collisionRect) < middle(rect))
      return [{ id: args.active.id }];
    return found;
  };
  const end = ({ active: moving, over: target }: DragEndEvent) => {
    setActive(null);
    const key = String(moving.id);
    const column = target ? columnOf(target.id, shown) : null;
    if (!target || !column) {
      setDraft(null);
      return;
    }
    const list = shown[column] ?? [];
    const from = list.indexOf(key);
    const to = String(target.id) in shown ? list.length - 1 : list.indexOf(String(target.id));
    const ordered = from >= 0 && to >= 0 ? arrayMove([...list], from, to) : [...list];
    const index = ordered.indexOf(key);
    const unchanged = columnOf(key, columns) === column && (columns[column] ?? []).indexOf(key) === index;
    if (unchanged || index < 0) {
      setDraft(null);
      return;
    }
    setDraft({ from: columns, columns: { ...shown, [column]: ordered } });
    onMove(
      key,
      column,
      index,
      ordered.filter((other) => other !== key),
    );
  };
  const columnName = (id: UniqueIdentifier | undefined) => (id === undefined ? null : columnOf(id, shown));
  const announcements: Announcements = {
    onDragStart: ({ active: moving }) => texts.picked(String(moving.id)),
    onDragOver: ({ active: moving, over: target }) => texts.over(String(moving.id), columnName(target?.id)),
    onDragEnd: ({ active: moving, over: target }) => texts.dropped(String(moving.id), columnName(target?.id)),
    onDragCancel: ({ active: moving }) => texts.cancelled(String(moving.id)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
      onDragStart={({ active: moving }) => {
        enteredBefore.current = null;
        setActive(String(moving.id));
        setDraft({ from: columns, columns: shown });
      }}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => {
        setActive(null);
        setDraft(null);
      }}
    >
      {Object.entries(shown).map(([columnId, keys]) => (
        <Fragment key={columnId}>
          {renderColumn(
            columnId,
            <DroppableList id={columnId} keys={keys}>
              {keys.map((key, index) => (
                <SortableStop key={key} id={key} role={texts.role}>
                  {(handle) => renderStop(key, index, columnId, handle)}
                </SortableStop>
              ))}
            </DroppableList>,
          )}
        </Fragment>
      ))}
      <DragOverlay>{active ? renderPreview(active) : null}</DragOverlay>
    </DndContext>
  );
}

function DroppableList({ id, keys, children }: { id: string; keys: readonly string[]; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <SortableContext id={id} items={[...keys]} strategy={verticalListSortingStrategy}>
      <ol
        ref={setNodeRef}
        className={`itinerary__stops${isOver ? ' is-over' : ''}${keys.length === 0 ? ' is-empty' : ''}`}
        data-testid="trip-places"
      >
        {children}
      </ol>
    </SortableContext>
  );
}

function SortableStop({
  id,
  role,
  children,
}: {
  id: string;
  role: string;
  children: (handle: DragHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: role },
  });
  return (
    <li
      ref={setNodeRef}
      className={`itinerary__item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children({ handleProps: { ...attributes, ...listeners }, dragging: isDragging })}
    </li>
  );
}
