CREATE INDEX "info_item_title_chars_idx" ON "info_item" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "info_item_reporter_name_chars_idx" ON "info_item" USING gin (string_to_array(lower("reporter_name"), NULL));--> statement-breakpoint
CREATE INDEX "info_item_serial_chars_idx" ON "info_item" USING gin (string_to_array(lower("serial_number"), NULL));