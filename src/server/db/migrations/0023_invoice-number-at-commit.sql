-- An order's invoice takes its number when its transaction commits, not before: the invoice counter's row is then
-- locked only while PostgreSQL commits, never while the application is between two statements, so paying
-- customers do not queue behind each other's round trips. The row is inserted with a placeholder number
-- ('pending:' and a random uuid, never seen outside that transaction); this deferred trigger, run at commit in
-- the order the invoices were inserted, gives it the next INV- number from the same counter the other documents
-- use, so numbers stay gapless (a rolled-back transaction never fires it).
CREATE FUNCTION invoice_number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  INSERT INTO document_counters (kind, last_number) VALUES ('invoice', 1)
    ON CONFLICT (kind) DO UPDATE SET last_number = document_counters.last_number + 1
    RETURNING last_number INTO n;
  UPDATE invoices SET number = 'INV-' || lpad(n::text, greatest(6, length(n::text)), '0') WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_number_at_commit AFTER INSERT ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.number LIKE 'pending:%')
  EXECUTE FUNCTION invoice_number_at_commit();
