DROP INDEX "proposal_open_idx";--> statement-breakpoint
DROP INDEX "proposal_year_idx";--> statement-breakpoint
DROP INDEX "proposal_displeased_idx";--> statement-breakpoint
CREATE INDEX "proposal_session_submitted_idx" ON "proposal" USING btree ("session_id","submitted_at","id","state") WHERE "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_joint_state_idx" ON "proposal" USING btree ("is_joint","state") WHERE "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_state_received_idx" ON "proposal" USING btree ("state","received_at","id") WHERE "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_public_session_idx" ON "proposal" USING btree ("session_id","year" DESC NULLS LAST,"number","id" DESC NULLS LAST,"state","merged_into_id") WHERE "proposal"."open_status" is not null and "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_year_idx" ON "proposal" USING btree ("year","submitted_at","id","state") WHERE "proposal"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "proposal_displeased_idx" ON "proposal" USING btree ("year" DESC NULLS LAST,"number","id" DESC NULLS LAST,"state","session_id","type_id","is_joint") WHERE "proposal"."displeased" and "proposal"."deleted_at" is null and "proposal"."state" in (10, 11, 12);