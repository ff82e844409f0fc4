CREATE TABLE "ma_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"reason" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"checker_id" text,
	"checker_name" text,
	"opinion" text,
	"checked_at" timestamp with time zone,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ma_attend" (
	"record_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"source" integer DEFAULT 1 NOT NULL,
	"will" integer DEFAULT 0 NOT NULL,
	"will_remark" text,
	"result" integer,
	"signed_at" timestamp with time zone,
	"sign_way" integer,
	"sign_distance" integer,
	"sms_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ma_attend_record_id_user_id_pk" PRIMARY KEY("record_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ma_hearer" (
	"id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"unit" text,
	"duty" text,
	"phone" text,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ma_history" (
	"id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" integer,
	"to_state" integer,
	"actor_id" text,
	"actor_name" text,
	"opinion" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ma_record" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type_id" text NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"address" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"enter_start" timestamp with time zone,
	"enter_end" timestamp with time zone,
	"enter_limit" integer DEFAULT 0 NOT NULL,
	"sign_mode" integer DEFAULT 1 NOT NULL,
	"sign_start" timestamp with time zone,
	"sign_end" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"sign_radius" integer DEFAULT 300 NOT NULL,
	"sign_secret" text NOT NULL,
	"organizer" text,
	"contact" text,
	"contact_phone" text,
	"plenary" boolean DEFAULT false NOT NULL,
	"parent_id" text,
	"state" integer DEFAULT 0 NOT NULL,
	"sms_notice" boolean DEFAULT false NOT NULL,
	"remind_minutes" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_by_name" text,
	"created_org_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ma_result" (
	"id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ma_type_setting" (
	"kind" text NOT NULL,
	"type_id" text NOT NULL,
	"leave_limit" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ma_type_setting_kind_type_id_pk" PRIMARY KEY("kind","type_id")
);
--> statement-breakpoint
CREATE TABLE "speech" (
	"id" text PRIMARY KEY NOT NULL,
	"meet_id" text,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"speak_type" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"speaker_id" text NOT NULL,
	"speaker_name" text NOT NULL,
	"supplementary" boolean DEFAULT false NOT NULL,
	"speak_time" timestamp with time zone,
	"checker_id" text,
	"checker_name" text,
	"opinion" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "speech_history" (
	"id" text PRIMARY KEY NOT NULL,
	"speech_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" integer,
	"to_state" integer,
	"actor_id" text,
	"actor_name" text,
	"opinion" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ma_apply_record_idx" ON "ma_apply" USING btree ("record_id","state");--> statement-breakpoint
CREATE INDEX "ma_apply_user_year_idx" ON "ma_apply" USING btree ("user_id","kind","year","state");--> statement-breakpoint
CREATE UNIQUE INDEX "ma_apply_open_uq" ON "ma_apply" USING btree ("record_id","user_id") WHERE "ma_apply"."deleted_at" is null and "ma_apply"."state" <> 2;--> statement-breakpoint
CREATE INDEX "ma_attend_user_idx" ON "ma_attend" USING btree ("user_id","record_id");--> statement-breakpoint
CREATE INDEX "ma_hearer_record_idx" ON "ma_hearer" USING btree ("record_id","sort");--> statement-breakpoint
CREATE INDEX "ma_history_record_idx" ON "ma_history" USING btree ("record_id","at");--> statement-breakpoint
CREATE INDEX "ma_record_kind_start_idx" ON "ma_record" USING btree ("kind","start_time","id") WHERE "ma_record"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ma_record_type_idx" ON "ma_record" USING btree ("kind","type_id","start_time") WHERE "ma_record"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ma_record_year_idx" ON "ma_record" USING btree ("kind","year","state") WHERE "ma_record"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ma_record_parent_idx" ON "ma_record" USING btree ("parent_id") WHERE "ma_record"."parent_id" is not null and "ma_record"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ma_record_remind_idx" ON "ma_record" USING btree ("start_time") WHERE "ma_record"."remind_minutes" > 0 and "ma_record"."reminded_at" is null and "ma_record"."state" = 1 and "ma_record"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ma_record_title_chars_idx" ON "ma_record" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "ma_result_record_idx" ON "ma_result" USING btree ("record_id","created_at") WHERE "ma_result"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ma_result_author_idx" ON "ma_result" USING btree ("author_id","created_at") WHERE "ma_result"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "speech_speaker_idx" ON "speech" USING btree ("speaker_id","updated_at") WHERE "speech"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "speech_state_idx" ON "speech" USING btree ("state","submitted_at","id") WHERE "speech"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "speech_meet_idx" ON "speech" USING btree ("meet_id","sort") WHERE "speech"."meet_id" is not null and "speech"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "speech_title_chars_idx" ON "speech" USING gin (string_to_array(lower("title"), NULL));--> statement-breakpoint
CREATE INDEX "speech_history_speech_idx" ON "speech_history" USING btree ("speech_id","at");