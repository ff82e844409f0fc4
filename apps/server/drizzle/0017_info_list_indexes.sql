DROP INDEX "info_history_action_idx";--> statement-breakpoint
CREATE INDEX "info_item_order_idx" ON "info_item" USING btree (coalesce("report_time", "created_at"),"id") WHERE "info_item"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "info_history_action_idx" ON "info_history" USING btree ("action","at","item_id","to_state");