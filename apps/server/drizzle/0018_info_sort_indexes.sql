DROP INDEX "info_item_title_idx";--> statement-breakpoint
DROP INDEX "info_item_serial_idx";--> statement-breakpoint
CREATE INDEX "info_item_reporter_name_idx" ON "info_item" USING btree ("reporter_name","id");--> statement-breakpoint
CREATE INDEX "info_item_created_idx" ON "info_item" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "info_item_title_idx" ON "info_item" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "info_item_serial_idx" ON "info_item" USING btree ("serial_number","id");