CREATE TABLE "info_flow" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"flow_type" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_flow_level" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"seq" integer NOT NULL,
	"level" integer NOT NULL,
	"reviewer_ids" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_history" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" integer,
	"to_state" integer,
	"level" integer,
	"opinion" text,
	"actor_id" text,
	"actor_name" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_item" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"type_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"writer_names" text,
	"contact_phone" text,
	"reporter_id" text NOT NULL,
	"reporter_name" text NOT NULL,
	"unit_id" text,
	"unit_name" text,
	"source" integer DEFAULT 1 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"flow_id" text,
	"level_seq" integer,
	"current_level" integer,
	"edit_flow_id" text,
	"edit_level_seq" integer,
	"edit_state" integer DEFAULT 0 NOT NULL,
	"adopt" integer,
	"back_type" integer,
	"back_reason" text,
	"discard_reason" text,
	"merged_into" text,
	"serial_number" text,
	"submission_status" integer DEFAULT 0 NOT NULL,
	"collected" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"report_time" timestamp with time zone,
	"adopted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "info_reporter" (
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" text,
	"unit_name" text,
	"role" integer NOT NULL,
	"joint" integer,
	"answered_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "info_reporter_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "info_result" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"submission_object" integer NOT NULL,
	"adopted" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"result_date" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_score_exclude" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"rule_ids" text[] NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "info_score_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"event" text NOT NULL,
	"points" double precision NOT NULL,
	"target" integer DEFAULT 3 NOT NULL,
	"type_id" text,
	"submission_object" integer,
	"instruction_level" integer,
	"publication_type_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "info_submission" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"submit_unit" integer NOT NULL,
	"submission_object" integer NOT NULL,
	"remark" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_take_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"content" text NOT NULL,
	"feedback_date" date NOT NULL,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "info_version" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"no" integer NOT NULL,
	"stage" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"editor_id" text,
	"editor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "info_flow_type_idx" ON "info_flow" USING btree ("type_id","flow_type","current");--> statement-breakpoint
CREATE INDEX "info_flow_level_flow_idx" ON "info_flow_level" USING btree ("flow_id","seq");--> statement-breakpoint
CREATE INDEX "info_flow_level_reviewers_idx" ON "info_flow_level" USING gin ("reviewer_ids");--> statement-breakpoint
CREATE INDEX "info_history_item_idx" ON "info_history" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "info_history_action_idx" ON "info_history" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "info_history_actor_idx" ON "info_history" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "info_item_state_time_idx" ON "info_item" USING btree ("state","report_time","id") WHERE "info_item"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "info_item_queue_idx" ON "info_item" USING btree ("flow_id","level_seq","state") WHERE "info_item"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "info_item_edit_queue_idx" ON "info_item" USING btree ("edit_flow_id","edit_level_seq","edit_state") WHERE "info_item"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "info_item_year_time_idx" ON "info_item" USING btree ("year","report_time","id") WHERE "info_item"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "info_item_reporter_idx" ON "info_item" USING btree ("reporter_id","state");--> statement-breakpoint
CREATE INDEX "info_item_unit_idx" ON "info_item" USING btree ("unit_id","year");--> statement-breakpoint
CREATE INDEX "info_item_type_idx" ON "info_item" USING btree ("type_id","year");--> statement-breakpoint
CREATE INDEX "info_item_time_idx" ON "info_item" USING btree ("report_time","id");--> statement-breakpoint
CREATE INDEX "info_item_title_idx" ON "info_item" USING btree ("title");--> statement-breakpoint
CREATE INDEX "info_item_serial_idx" ON "info_item" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "info_item_merged_into_idx" ON "info_item" USING btree ("merged_into") WHERE "info_item"."merged_into" is not null;--> statement-breakpoint
CREATE INDEX "info_item_unread_idx" ON "info_item" USING btree ("report_time") WHERE "info_item"."read_at" is null and "info_item"."deleted_at" is null and "info_item"."state" <> 0;--> statement-breakpoint
CREATE INDEX "info_reporter_user_idx" ON "info_reporter" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "info_reporter_unit_idx" ON "info_reporter" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "info_result_item_idx" ON "info_result" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "info_result_date_idx" ON "info_result" USING btree ("result_date");--> statement-breakpoint
CREATE INDEX "info_score_exclude_year_idx" ON "info_score_exclude" USING btree ("year");--> statement-breakpoint
CREATE INDEX "info_score_rule_year_idx" ON "info_score_rule" USING btree ("year","event");--> statement-breakpoint
CREATE INDEX "info_submission_item_idx" ON "info_submission" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "info_submission_time_idx" ON "info_submission" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "info_take_feedback_item_idx" ON "info_take_feedback" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "info_version_item_idx" ON "info_version" USING btree ("item_id","no");