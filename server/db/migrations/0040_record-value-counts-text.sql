-- Counts kept per value (decision 079) for the few-valued text columns that lists match with `icontains` (the dealer's
-- state, the car's location and title status, the carrier, the port's warehouse), and the loading date: the kept
-- values containing the text are added up instead of counting 100,000-190,000 records. Each table's triggers are made
-- again with all its kept columns; only the added columns' counts are filled here.
DO $$
DECLARE
  kept jsonb := '{
    "car_sales": {"all": ["year", "date", "is_done", "is_flagged", "stage", "customer_type", "sales_rep_id",
      "dealer_state", "car_location", "title_status"], "added": ["dealer_state", "car_location", "title_status"]},
    "car_purchases": {"all": ["year", "purchase_date", "payment_status", "customer_type", "sales_rep_id",
      "dealer_state", "car_location", "title_status"], "added": ["dealer_state", "car_location", "title_status"]},
    "loading_records": {"all": ["loaded_at", "loading_port_warehouse"], "added": ["loaded_at", "loading_port_warehouse"]},
    "shippings": {"all": ["container_etd", "stage", "container_shipping_company"], "added": ["container_shipping_company"]},
    "containers": {"all": ["etd", "status", "shipping_company", "loading_port_warehouse"],
      "added": ["shipping_company", "loading_port_warehouse"]}
  }';
  t text;
  spec jsonb;
  col text;
  args text;
BEGIN
  FOR t, spec IN SELECT * FROM jsonb_each(kept) LOOP
    SELECT string_agg(quote_literal(c), ', ') INTO args FROM jsonb_array_elements_text(spec->'all') AS c;
    EXECUTE format('DROP TRIGGER IF EXISTS record_counts_on_insert ON %I', t);
    EXECUTE format('DROP TRIGGER IF EXISTS record_counts_on_delete ON %I', t);
    EXECUTE format('DROP TRIGGER IF EXISTS record_counts_on_update ON %I', t);
    EXECUTE format('CREATE TRIGGER record_counts_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply(%s)', t, args);
    EXECUTE format('CREATE TRIGGER record_counts_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply(%s)', t, args);
    EXECUTE format('CREATE TRIGGER record_counts_on_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply(%s)', t, args);
    FOR col IN SELECT jsonb_array_elements_text(spec->'added') LOOP
      EXECUTE format('INSERT INTO record_counts (table_name, column_name, value, n) SELECT %L, %L, v, count(*) '
        'FROM (SELECT to_jsonb(%I) #>> ''{}'' AS v FROM %I) AS r WHERE v IS NOT NULL GROUP BY v', t, col, col, t);
    END LOOP;
  END LOOP;
END $$;
