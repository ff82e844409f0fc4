DROP INDEX "proposal_proposer_idx";--> statement-breakpoint
DROP INDEX "proposal_merged_into_idx";--> statement-breakpoint
DROP INDEX "proposal_filed_idx";--> statement-breakpoint
DROP INDEX "proposal_assigned_idx";--> statement-breakpoint
DROP INDEX "proposal_unit_unit_idx";--> statement-breakpoint
CREATE INDEX "proposal_proposer_state_idx" ON "proposal" USING btree ("proposer_id","state");--> statement-breakpoint
CREATE INDEX "proposal_state_title_idx" ON "proposal" USING btree ("state","title");--> statement-breakpoint
CREATE INDEX "proposal_live_idx" ON "proposal" USING btree ("id","state","merged_into_id") WHERE "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_state_live_idx" ON "proposal" USING btree ("state","merged_into_id","case_state","proposer_type","is_joint","year","type_id","session_id") WHERE "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_public_idx" ON "proposal" USING btree ("id","state","merged_into_id","case_state","proposer_type","is_joint","year","type_id","session_id") WHERE "proposal"."open_status" is not null and "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_title_chars_idx" ON "proposal" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "proposal_proposer_name_chars_idx" ON "proposal" USING gin (string_to_array(lower("proposer_name"), NULL));--> statement-breakpoint
CREATE INDEX "proposal_unit_sign_idx" ON "proposal_unit" USING btree ("sign_state","proposal_id") WHERE "proposal_unit"."phase" = 'formal' and "proposal_unit"."active";--> statement-breakpoint
CREATE INDEX "proposal_unit_level_idx" ON "proposal_unit" USING btree ("handle_level","proposal_id") WHERE "proposal_unit"."phase" = 'formal' and "proposal_unit"."active";--> statement-breakpoint
CREATE INDEX "proposal_merged_into_idx" ON "proposal" USING btree ("merged_into_id","deleted_at") WHERE "proposal"."merged_into_id" is not null;--> statement-breakpoint
CREATE INDEX "proposal_filed_idx" ON "proposal" USING btree ("filed_at","submitted_at","id");--> statement-breakpoint
CREATE INDEX "proposal_assigned_idx" ON "proposal" USING btree ("assigned_at","submitted_at","id");--> statement-breakpoint
CREATE INDEX "proposal_unit_unit_idx" ON "proposal_unit" USING btree ("unit_id","phase","active","sign_state","proposal_id");