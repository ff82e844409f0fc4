CREATE TABLE "info_item_event" (
	"year" integer NOT NULL,
	"item_id" text NOT NULL,
	"reported_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"adopted_at" timestamp with time zone,
	CONSTRAINT "info_item_event_year_item_id_pk" PRIMARY KEY("year","item_id")
);
--> statement-breakpoint
CREATE INDEX "info_item_deleted_idx" ON "info_item" USING btree ("id") WHERE "info_item"."deleted_at" is not null;--> statement-breakpoint
-- The score events of an item per China year (tables.ts infoItemEvent, docs/info-scores.md):
-- the first submit, the first step to 待采用 (state 2) and the first adopt of the year. A trigger
-- keeps it, so every writer of info_history (the steps, the seeds, bulk loads) keeps it right;
-- per statement, so a bulk insert folds its rows in one upsert.
CREATE FUNCTION info_item_event_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO info_item_event AS e (year, item_id, reported_at, passed_at, adopted_at)
  SELECT extract(year FROM n.at AT TIME ZONE 'Asia/Shanghai')::int, n.item_id,
    min(n.at) FILTER (WHERE n.action = 'submit'),
    min(n.at) FILTER (WHERE n.action IN ('submit', 'resubmit', 'pass') AND n.to_state = 2),
    min(n.at) FILTER (WHERE n.action = 'adopt')
  FROM new_rows n
  WHERE n.action IN ('submit', 'adopt') OR (n.action IN ('resubmit', 'pass') AND n.to_state = 2)
  GROUP BY 1, 2
  ON CONFLICT (year, item_id) DO UPDATE SET
    reported_at = least(e.reported_at, excluded.reported_at),
    passed_at = least(e.passed_at, excluded.passed_at),
    adopted_at = least(e.adopted_at, excluded.adopted_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER info_history_item_event AFTER INSERT ON info_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION info_item_event_track();
--> statement-breakpoint
INSERT INTO info_item_event (year, item_id, reported_at, passed_at, adopted_at)
SELECT extract(year FROM h.at AT TIME ZONE 'Asia/Shanghai')::int, h.item_id,
  min(h.at) FILTER (WHERE h.action = 'submit'),
  min(h.at) FILTER (WHERE h.action IN ('submit', 'resubmit', 'pass') AND h.to_state = 2),
  min(h.at) FILTER (WHERE h.action = 'adopt')
FROM info_history h
WHERE h.action IN ('submit', 'adopt') OR (h.action IN ('resubmit', 'pass') AND h.to_state = 2)
GROUP BY 1, 2;
