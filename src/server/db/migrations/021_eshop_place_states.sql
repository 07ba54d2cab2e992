-- A user can mark an e-shop as a favourite (decision 029). An e-shop takes the favourite flag only: it cannot be
-- visited or put in a trip, and it has no rating (ratings and place_notes keep refusing it).
ALTER TABLE place_states DROP CONSTRAINT place_states_place_type_check;
ALTER TABLE place_states ADD CONSTRAINT place_states_place_type_check
  CHECK (place_type IN ('wine_entity', 'restaurant', 'event', 'eshop'));
ALTER TABLE place_states ADD CONSTRAINT place_states_eshop_favourite_only
  CHECK (place_type <> 'eshop' OR NOT (is_visited OR is_planned_to_visit));
