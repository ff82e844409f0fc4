ALTER TABLE "proposal" ADD COLUMN "displeased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "proposal_displeased_idx" ON "proposal" USING btree ("year" DESC NULLS LAST,"number","id" DESC NULLS LAST,"state","session_id","type_id","is_joint") WHERE "proposal"."displeased" and "proposal"."deleted_at" is null;--> statement-breakpoint
-- proposals already rated 不满意 (evaluate sets the flag from now on)
UPDATE "proposal" SET "displeased" = true WHERE "id" IN (SELECT "proposal_id" FROM "proposal_evaluation" WHERE "satisfaction" = 0);
