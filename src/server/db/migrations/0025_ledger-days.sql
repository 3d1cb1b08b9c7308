CREATE TABLE "ledger_days" (
	"day" date NOT NULL,
	"project_status" text,
	"order_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"maintenance_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_days_day_idx" ON "ledger_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_paid_customers_idx" ON "orders" USING btree ("paid_at","status","user_id","amount_cents");--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_id");--> statement-breakpoint
-- The ledger summed by UTC day and project status (what ledgerByInterval in modules/billing reads for whole
-- days), kept by the triggers below in the writing transaction, whatever writes: each statement that changes
-- what the ledger counts adds, per day and status it changes, one row holding the difference (its new rows'
-- entries less its old rows'). Rows are only ever added by writers, so two writers never wait on each other here;
-- the billing job folds them into one row per day and status. What the ledger counts, as ledgerByInterval
-- computes it directly: paid orders (status paid or refunded) on the day they were paid, under their project's
-- status; paid maintenance invoices on the day they were paid, under their project's; credit notes on the day
-- they were issued, under the status of their invoice's project (or, failing that, its order's project).
CREATE FUNCTION ledger_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_order_status(order_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT p.status FROM projects p WHERE p.order_id = $1
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_project_status(project_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT p.status FROM projects p WHERE p.id = $1
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_invoice_status(project_id integer, order_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(ledger_project_status($1), CASE WHEN $1 IS NULL THEN ledger_order_status($2) END)
$$;
--> statement-breakpoint
-- What the ledger counts under a project (by its id and order): its order, its maintenance invoices, the credit
-- notes of its invoices and of its order's invoice.
CREATE FUNCTION ledger_project_entries(project_id integer, order_id integer)
  RETURNS TABLE (day date, order_cents bigint, orders integer, maintenance_cents bigint, credited_cents bigint)
  LANGUAGE sql STABLE AS $$
  SELECT ledger_day(o.paid_at), o.amount_cents::bigint, 1, 0::bigint, 0::bigint FROM orders o
    WHERE o.id = $2 AND o.status IN ('paid', 'refunded') AND o.paid_at IS NOT NULL
  UNION ALL
  SELECT ledger_day(i.paid_at), 0, 0, i.total_cents, 0 FROM invoices i
    WHERE i.project_id = $1 AND i.subscription_id IS NOT NULL AND i.status = 'paid' AND i.paid_at IS NOT NULL
  UNION ALL
  SELECT ledger_day(c.created_at), 0, 0, 0, c.amount_cents FROM invoices i JOIN credit_notes c ON c.invoice_id = i.id
    WHERE i.project_id = $1 OR (i.project_id IS NULL AND $2 IS NOT NULL AND i.order_id = $2)
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_days_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_days (day, project_status, order_cents, orders)
      SELECT ledger_day(n.paid_at), ledger_order_status(n.id), sum(n.amount_cents), count(*) FROM new_rows n
      WHERE n.status IN ('paid', 'refunded') AND n.paid_at IS NOT NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ledger_days (day, project_status, order_cents, orders)
      SELECT ledger_day(o.paid_at), ledger_order_status(o.id), -sum(o.amount_cents), -count(*) FROM old_rows o
      WHERE o.status IN ('paid', 'refunded') AND o.paid_at IS NOT NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO ledger_days (day, project_status, order_cents, orders)
      SELECT d.day, d.status, sum(d.cents), sum(d.n) FROM (
        SELECT ledger_day(n.paid_at) AS day, ledger_order_status(n.id) AS status, n.amount_cents::bigint AS cents,
          1 AS n
          FROM new_rows n WHERE n.status IN ('paid', 'refunded') AND n.paid_at IS NOT NULL
        UNION ALL
        SELECT ledger_day(o.paid_at), ledger_order_status(o.id), -o.amount_cents, -1
          FROM old_rows o WHERE o.status IN ('paid', 'refunded') AND o.paid_at IS NOT NULL
      ) d
      GROUP BY 1, 2 HAVING sum(d.cents) <> 0 OR sum(d.n) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_days_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_orders();
--> statement-breakpoint
CREATE TRIGGER ledger_days_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_orders();
--> statement-breakpoint
CREATE TRIGGER ledger_days_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_orders();
--> statement-breakpoint
-- An invoice's entries: its own when it is a paid maintenance invoice, and its credit notes' (they follow the
-- invoice's project). An invoice given its number at commit changes nothing here.
CREATE FUNCTION ledger_days_from_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_days (day, project_status, maintenance_cents)
      SELECT ledger_day(n.paid_at), ledger_project_status(n.project_id), sum(n.total_cents) FROM new_rows n
      WHERE n.subscription_id IS NOT NULL AND n.status = 'paid' AND n.paid_at IS NOT NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ledger_days (day, project_status, maintenance_cents)
      SELECT ledger_day(o.paid_at), ledger_project_status(o.project_id), -sum(o.total_cents) FROM old_rows o
      WHERE o.subscription_id IS NOT NULL AND o.status = 'paid' AND o.paid_at IS NOT NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO ledger_days (day, project_status, maintenance_cents, credited_cents)
      SELECT d.day, d.status, sum(d.maintenance), sum(d.credited) FROM (
        SELECT ledger_day(n.paid_at) AS day, ledger_project_status(n.project_id) AS status,
          n.total_cents::bigint AS maintenance, 0::bigint AS credited
          FROM new_rows n WHERE n.subscription_id IS NOT NULL AND n.status = 'paid' AND n.paid_at IS NOT NULL
        UNION ALL
        SELECT ledger_day(o.paid_at), ledger_project_status(o.project_id), -o.total_cents, 0
          FROM old_rows o WHERE o.subscription_id IS NOT NULL AND o.status = 'paid' AND o.paid_at IS NOT NULL
        UNION ALL
        SELECT ledger_day(c.created_at), ledger_invoice_status(n.project_id, n.order_id), 0, c.amount_cents
          FROM new_rows n JOIN credit_notes c ON c.invoice_id = n.id
        UNION ALL
        SELECT ledger_day(c.created_at), ledger_invoice_status(o.project_id, o.order_id), 0, -c.amount_cents
          FROM old_rows o JOIN credit_notes c ON c.invoice_id = o.id
      ) d
      GROUP BY 1, 2 HAVING sum(d.maintenance) <> 0 OR sum(d.credited) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_days_invoices_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_invoices();
--> statement-breakpoint
CREATE TRIGGER ledger_days_invoices_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_invoices();
--> statement-breakpoint
CREATE TRIGGER ledger_days_invoices_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_invoices();
--> statement-breakpoint
CREATE FUNCTION ledger_days_from_credit_notes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_days (day, project_status, credited_cents)
      SELECT ledger_day(c.created_at), ledger_invoice_status(i.project_id, i.order_id), sum(c.amount_cents)
      FROM new_rows c JOIN invoices i ON i.id = c.invoice_id GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ledger_days (day, project_status, credited_cents)
      SELECT ledger_day(c.created_at), ledger_invoice_status(i.project_id, i.order_id), -sum(c.amount_cents)
      FROM old_rows c JOIN invoices i ON i.id = c.invoice_id GROUP BY 1, 2;
  ELSE
    INSERT INTO ledger_days (day, project_status, credited_cents)
      SELECT d.day, d.status, sum(d.cents) FROM (
        SELECT ledger_day(c.created_at) AS day, ledger_invoice_status(i.project_id, i.order_id) AS status,
          c.amount_cents::bigint AS cents
          FROM new_rows c JOIN invoices i ON i.id = c.invoice_id
        UNION ALL
        SELECT ledger_day(c.created_at), ledger_invoice_status(i.project_id, i.order_id), -c.amount_cents
          FROM old_rows c JOIN invoices i ON i.id = c.invoice_id
      ) d
      GROUP BY 1, 2 HAVING sum(d.cents) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_days_credit_notes_insert AFTER INSERT ON credit_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_credit_notes();
--> statement-breakpoint
CREATE TRIGGER ledger_days_credit_notes_update AFTER UPDATE ON credit_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_credit_notes();
--> statement-breakpoint
CREATE TRIGGER ledger_days_credit_notes_delete AFTER DELETE ON credit_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_credit_notes();
--> statement-breakpoint
-- A project's rows moving (created, its status changed, deleted): what is counted under it moves from its old
-- status (none before it existed) to its new one (none once deleted).
CREATE FUNCTION ledger_days_from_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_days (day, project_status, order_cents, orders, maintenance_cents, credited_cents)
      SELECT e.day, m.status, sum(m.sign * e.order_cents), sum(m.sign * e.orders), sum(m.sign * e.maintenance_cents),
        sum(m.sign * e.credited_cents)
      FROM (SELECT id, order_id, status, 1 AS sign FROM new_rows
            UNION ALL SELECT id, order_id, NULL, -1 FROM new_rows) m,
        LATERAL ledger_project_entries(m.id, m.order_id) e
      GROUP BY 1, 2
      HAVING sum(m.sign * e.order_cents) <> 0 OR sum(m.sign * e.orders) <> 0
        OR sum(m.sign * e.maintenance_cents) <> 0 OR sum(m.sign * e.credited_cents) <> 0;
  ELSE
    INSERT INTO ledger_days (day, project_status, order_cents, orders, maintenance_cents, credited_cents)
      SELECT e.day, m.status, sum(m.sign * e.order_cents), sum(m.sign * e.orders), sum(m.sign * e.maintenance_cents),
        sum(m.sign * e.credited_cents)
      FROM (
        SELECT n.id, n.order_id, n.status, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.status IS DISTINCT FROM o.status OR n.order_id IS DISTINCT FROM o.order_id
        UNION ALL
        SELECT n.id, n.order_id, NULL, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.status IS DISTINCT FROM o.status OR n.order_id IS DISTINCT FROM o.order_id
        UNION ALL
        SELECT o.id, o.order_id, o.status, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.status IS DISTINCT FROM o.status OR n.order_id IS DISTINCT FROM o.order_id
        UNION ALL
        SELECT o.id, o.order_id, NULL, 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.status IS DISTINCT FROM o.status OR n.order_id IS DISTINCT FROM o.order_id
      ) m, LATERAL ledger_project_entries(m.id, m.order_id) e
      GROUP BY 1, 2
      HAVING sum(m.sign * e.order_cents) <> 0 OR sum(m.sign * e.orders) <> 0
        OR sum(m.sign * e.maintenance_cents) <> 0 OR sum(m.sign * e.credited_cents) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_days_projects_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_projects();
--> statement-breakpoint
CREATE TRIGGER ledger_days_projects_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_days_from_projects();
--> statement-breakpoint
-- A project deleted: before its maintenance invoices lose their link to it (set null), what is counted under it
-- moves to no status.
CREATE FUNCTION ledger_days_project_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_days (day, project_status, order_cents, orders, maintenance_cents, credited_cents)
    SELECT e.day, m.status, sum(m.sign * e.order_cents), sum(m.sign * e.orders), sum(m.sign * e.maintenance_cents),
      sum(m.sign * e.credited_cents)
    FROM (SELECT OLD.status AS status, -1 AS sign UNION ALL SELECT NULL, 1) m,
      LATERAL ledger_project_entries(OLD.id, OLD.order_id) e
    GROUP BY 1, 2;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_days_projects_delete BEFORE DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION ledger_days_project_deleted();
--> statement-breakpoint
-- The ledger as it stands, summed once.
INSERT INTO ledger_days (day, project_status, order_cents, orders, maintenance_cents, credited_cents)
  SELECT d.day, d.status, sum(d.order_cents), sum(d.orders), sum(d.maintenance_cents), sum(d.credited_cents) FROM (
    SELECT ledger_day(o.paid_at) AS day, ledger_order_status(o.id) AS status, o.amount_cents::bigint AS order_cents,
      1 AS orders, 0::bigint AS maintenance_cents, 0::bigint AS credited_cents
      FROM orders o WHERE o.status IN ('paid', 'refunded') AND o.paid_at IS NOT NULL
    UNION ALL
    SELECT ledger_day(i.paid_at), ledger_project_status(i.project_id), 0, 0, i.total_cents, 0
      FROM invoices i WHERE i.subscription_id IS NOT NULL AND i.status = 'paid' AND i.paid_at IS NOT NULL
    UNION ALL
    SELECT ledger_day(c.created_at), ledger_invoice_status(i.project_id, i.order_id), 0, 0, 0, c.amount_cents
      FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
  ) d
  GROUP BY 1, 2;
