-- The calendar's pages in their order (start day, then id), with the end day beside them: a page of the default
-- range is read from this index alone, and only its own events are read from the table.
CREATE INDEX events_in_start_order ON events (date_from, id) INCLUDE (date_to);
