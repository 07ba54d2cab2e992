-- The words of the search read model, so a query word with one typo can be matched against the few thousand
-- real words (levenshtein) instead of every document. Words are only added: a word no document holds any more
-- just matches nothing.
CREATE TABLE search_words (word text PRIMARY KEY);

CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_documents, regexp_split_to_table(new_documents.search_text, '[^a-z0-9]+') AS w
  WHERE length(w) >= 4
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER search_words_on_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER search_words_on_update AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();

INSERT INTO search_words (word)
SELECT DISTINCT w FROM search_documents, regexp_split_to_table(search_text, '[^a-z0-9]+') AS w
WHERE length(w) >= 4
ON CONFLICT (word) DO NOTHING;
