CREATE TABLE "publication" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"year" integer NOT NULL,
	"num" integer NOT NULL,
	"total_num" integer NOT NULL,
	"title" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"excellent" boolean DEFAULT false NOT NULL,
	"excellent_at" timestamp with time zone,
	"issuer" text,
	"signer_id" text,
	"signer_name" text,
	"sign_opinion" text,
	"signed_at" timestamp with time zone,
	"distributed_at" timestamp with time zone,
	"publish_date" date,
	"report_to" text,
	"send_to" text,
	"issue_to" text,
	"remark" text,
	"editor_id" text,
	"editor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publication_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"publication_id" text NOT NULL,
	"info_id" text,
	"unit_name" text NOT NULL,
	"content" text NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publication_history" (
	"id" text PRIMARY KEY NOT NULL,
	"publication_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" integer,
	"to_state" integer,
	"opinion" text,
	"actor_id" text,
	"actor_name" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_instruction" (
	"id" text PRIMARY KEY NOT NULL,
	"publication_id" text NOT NULL,
	"info_id" text,
	"leader_name" text NOT NULL,
	"leader_post" text,
	"level" integer NOT NULL,
	"content" text NOT NULL,
	"instructed_on" date NOT NULL,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publication_item" (
	"id" text PRIMARY KEY NOT NULL,
	"publication_id" text NOT NULL,
	"info_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publication_read" (
	"publication_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_read_publication_id_user_id_pk" PRIMARY KEY("publication_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publication_reader" (
	"publication_id" text NOT NULL,
	"kind" integer NOT NULL,
	"target_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "publication_reader_publication_id_kind_target_id_pk" PRIMARY KEY("publication_id","kind","target_id")
);
--> statement-breakpoint
ALTER TABLE "publication_type" ADD COLUMN "has_issuer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_type" ADD COLUMN "start_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "publication_num_uq" ON "publication" USING btree ("type_id","year","num") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "publication_total_uq" ON "publication" USING btree ("type_id","total_num") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_created_idx" ON "publication" USING btree ("created_at","id") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_state_idx" ON "publication" USING btree ("state","created_at","id") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_type_year_idx" ON "publication" USING btree ("type_id","year","num");--> statement-breakpoint
CREATE INDEX "publication_num_idx" ON "publication" USING btree ("year","num","id") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_publish_date_idx" ON "publication" USING btree (coalesce("publish_date", '0001-01-01'::date),"id") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_year_idx" ON "publication" USING btree ("year","created_at","id") WHERE "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_excellent_idx" ON "publication" USING btree ("excellent_at","id") WHERE "publication"."excellent" and "publication"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_signer_idx" ON "publication" USING btree ("signer_id","state");--> statement-breakpoint
CREATE INDEX "publication_distributed_idx" ON "publication" USING btree ("distributed_at","id") WHERE "publication"."deleted_at" is null and "publication"."state" = 3;--> statement-breakpoint
CREATE INDEX "publication_title_chars_idx" ON "publication" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "publication_feedback_pub_idx" ON "publication_feedback" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "publication_feedback_info_idx" ON "publication_feedback" USING btree ("info_id");--> statement-breakpoint
CREATE INDEX "publication_feedback_created_idx" ON "publication_feedback" USING btree ("created_at","id") WHERE "publication_feedback"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "publication_feedback_user_idx" ON "publication_feedback" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "publication_history_pub_idx" ON "publication_history" USING btree ("publication_id","at");--> statement-breakpoint
CREATE INDEX "publication_history_action_idx" ON "publication_history" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "publication_instruction_pub_idx" ON "publication_instruction" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "publication_instruction_info_idx" ON "publication_instruction" USING btree ("info_id");--> statement-breakpoint
CREATE INDEX "publication_instruction_day_idx" ON "publication_instruction" USING btree ("instructed_on","id") WHERE "publication_instruction"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "publication_item_uq" ON "publication_item" USING btree ("publication_id","info_id");--> statement-breakpoint
CREATE INDEX "publication_item_pub_idx" ON "publication_item" USING btree ("publication_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_item_info_uq" ON "publication_item" USING btree ("info_id");--> statement-breakpoint
CREATE INDEX "publication_read_user_idx" ON "publication_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publication_reader_target_idx" ON "publication_reader" USING btree ("target_id","kind");--> statement-breakpoint
CREATE INDEX "info_item_pool_idx" ON "info_item" USING btree ("collected",coalesce("report_time", "created_at"),"id") WHERE "info_item"."state" = 3 and "info_item"."deleted_at" is null;