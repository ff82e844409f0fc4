CREATE SEQUENCE "public"."intellect_similar_rev" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "activity_type" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"grant_role_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"grant_org_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_download_item" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type_code" text NOT NULL,
	"description" text,
	"doc_file_id" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_download_visible" (
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "office_download_visible_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "download_type" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export_template" (
	"id" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_type" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publication_type" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publishing_unit" text,
	"cycle" text,
	"state" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "intellect_quotation" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"author" text,
	"title" text,
	"dynasty" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intellect_reference_doc" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content_text" text NOT NULL,
	"content_html" text NOT NULL,
	"publish_time" date,
	"source" text DEFAULT '' NOT NULL,
	"proposer" text,
	"potency_level" text,
	"effectiveness" text,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intellect_sensitive_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intellect_sensitive_word" (
	"id" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"type" text NOT NULL,
	"explain" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intellect_library_doc" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"year" integer,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intellect_similar_doc" (
	"corpus" text NOT NULL,
	"doc_id" text NOT NULL,
	"title" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"session_id" text,
	"year" integer,
	"removed" boolean DEFAULT false NOT NULL,
	"rev" bigint DEFAULT nextval('intellect_similar_rev') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intellect_similar_doc_corpus_doc_id_pk" PRIMARY KEY("corpus","doc_id")
);
--> statement-breakpoint
CREATE TABLE "meet_type" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"grant_role_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"grant_org_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "msg_template" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"variables" jsonb,
	"built_in" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_column" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "officedoc_document" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"docx_path" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oss_file" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"mime_type" text NOT NULL,
	"module" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"affair_id" text,
	"uploader_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_appraise" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"session_id" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"description" text,
	"state" integer DEFAULT 0 NOT NULL,
	"all_members" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_appraise_participant" (
	"id" text PRIMARY KEY NOT NULL,
	"appraise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_appraise_record" (
	"id" text PRIMARY KEY NOT NULL,
	"appraise_id" text NOT NULL,
	"target_row_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"grade" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_appraise_target" (
	"id" text PRIMARY KEY NOT NULL,
	"appraise_id" text NOT NULL,
	"target_id" text NOT NULL,
	"name" text NOT NULL,
	"extra" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_flow_step" (
	"step_key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"role_code" text,
	"org_id" text,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "proposal_keyword" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"type_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_session" (
	"id" text PRIMARY KEY NOT NULL,
	"cppcc_session_id" text NOT NULL,
	"name" text NOT NULL,
	"easy_name" text,
	"short_code" text NOT NULL,
	"session_code" text,
	"time_code" text,
	"year" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"deadline_for_meeting" timestamp with time zone,
	"state" integer DEFAULT 1 NOT NULL,
	"threshold" integer DEFAULT 90 NOT NULL,
	"word_limit" integer DEFAULT 2000 NOT NULL,
	"is_open_report" integer DEFAULT 1 NOT NULL,
	"is_open_check_similar" integer DEFAULT 1 NOT NULL,
	"handle_days" integer DEFAULT 90 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_type" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"year" integer,
	"number" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"type_id" text,
	"proposer_type" integer NOT NULL,
	"proposer_id" text,
	"proposer_name" text NOT NULL,
	"proposer_org_id" text,
	"sector_id" text,
	"party_id" text,
	"committee_id" text,
	"group_id" text,
	"is_joint" boolean DEFAULT false NOT NULL,
	"joint_override" boolean DEFAULT false NOT NULL,
	"joint_names" text,
	"state" integer DEFAULT 0 NOT NULL,
	"case_state" integer DEFAULT 0 NOT NULL,
	"is_plenary" boolean DEFAULT false NOT NULL,
	"open_status" integer,
	"is_key" boolean DEFAULT false NOT NULL,
	"is_excellent" boolean DEFAULT false NOT NULL,
	"is_good" boolean DEFAULT false NOT NULL,
	"merge_state" integer,
	"merged_into_id" text,
	"not_filed_reason" text,
	"not_filed_to" integer,
	"suggest_unit_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"unit_names" text,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_record" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"submitted_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"filed_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_evaluation" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"unit_row_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"round" integer NOT NULL,
	"satisfaction" integer NOT NULL,
	"comment" text,
	"evaluator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"instruction_id" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"unit_id" text,
	"unit_name" text,
	"content" text NOT NULL,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_history" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"unit_id" text,
	"unit_name" text,
	"from_state" integer,
	"to_state" integer,
	"opinion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_instruction" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"leader_name" text NOT NULL,
	"content" text NOT NULL,
	"instructed_at" date NOT NULL,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_joint" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"state" integer DEFAULT -1 NOT NULL,
	"opinion" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_remind" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"unit_row_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"threshold" integer,
	"way" integer DEFAULT 0 NOT NULL,
	"deadline" date,
	"content" text NOT NULL,
	"sender_id" text,
	"sender_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_unit" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"phase" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"handle_type" integer NOT NULL,
	"pre_feedback" integer,
	"pre_opinion" text,
	"pre_answered_at" timestamp with time zone,
	"sign_state" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_id" text,
	"deadline" date,
	"round" integer DEFAULT 1 NOT NULL,
	"reply_content" text,
	"reply_file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"handle_level" text,
	"contact_name" text,
	"contact_phone" text,
	"replied_at" timestamp with time zone,
	"satisfaction" integer,
	"satisfaction_comment" text,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_unit_request" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"proposal_id" text NOT NULL,
	"unit_row_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"reason" text NOT NULL,
	"delay_date" date,
	"old_deadline" date,
	"status" integer DEFAULT 0 NOT NULL,
	"applicant_id" text,
	"applicant_name" text,
	"decider_id" text,
	"decider_name" text,
	"opinion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_year_summary" (
	"id" text PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_account" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gateway_url" text NOT NULL,
	"app_id" text,
	"secret" text,
	"sign_name" text NOT NULL,
	"remark" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_column" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"grant_role_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"grant_org_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "office_download_item_list_idx" ON "office_download_item" USING btree ("published","sort","created_at");--> statement-breakpoint
CREATE INDEX "office_download_item_type_idx" ON "office_download_item" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "office_download_visible_user_idx" ON "office_download_visible" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "export_template_type_name_uq" ON "export_template" USING btree ("type_code","name");--> statement-breakpoint
CREATE INDEX "info_type_parent_idx" ON "info_type" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "publication_type_state_idx" ON "publication_type" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "intellect_quotation_text_uq" ON "intellect_quotation" USING btree ("text");--> statement-breakpoint
CREATE INDEX "intellect_quotation_updated_idx" ON "intellect_quotation" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "intellect_reference_doc_kind_idx" ON "intellect_reference_doc" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intellect_sensitive_word_uq" ON "intellect_sensitive_word" USING btree ("word");--> statement-breakpoint
CREATE INDEX "intellect_sensitive_word_type_idx" ON "intellect_sensitive_word" USING btree ("type");--> statement-breakpoint
CREATE INDEX "intellect_library_doc_kind_idx" ON "intellect_library_doc" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "intellect_similar_doc_rev_idx" ON "intellect_similar_doc" USING btree ("corpus","rev");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_template_code_uq" ON "msg_template" USING btree ("code");--> statement-breakpoint
CREATE INDEX "officedoc_document_created_by_idx" ON "officedoc_document" USING btree ("created_by","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_oss_file_path_uq" ON "sys_oss_file" USING btree ("path");--> statement-breakpoint
CREATE INDEX "sys_oss_file_affair_idx" ON "sys_oss_file" USING btree ("affair_id");--> statement-breakpoint
CREATE INDEX "sys_oss_file_created_idx" ON "sys_oss_file" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_oss_file_uploader_idx" ON "sys_oss_file" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "proposal_appraise_kind_idx" ON "proposal_appraise" USING btree ("kind","state","created_at");--> statement-breakpoint
CREATE INDEX "proposal_appraise_year_idx" ON "proposal_appraise" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_appraise_participant_uq" ON "proposal_appraise_participant" USING btree ("appraise_id","user_id");--> statement-breakpoint
CREATE INDEX "proposal_appraise_participant_user_idx" ON "proposal_appraise_participant" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_appraise_record_uq" ON "proposal_appraise_record" USING btree ("target_row_id","user_id");--> statement-breakpoint
CREATE INDEX "proposal_appraise_record_user_idx" ON "proposal_appraise_record" USING btree ("appraise_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_appraise_target_uq" ON "proposal_appraise_target" USING btree ("appraise_id","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_keyword_name_uq" ON "proposal_keyword" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "proposal_keyword_type_idx" ON "proposal_keyword" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "proposal_session_year_idx" ON "proposal_session" USING btree ("year");--> statement-breakpoint
CREATE INDEX "proposal_session_cppcc_idx" ON "proposal_session" USING btree ("cppcc_session_id");--> statement-breakpoint
CREATE INDEX "proposal_type_parent_idx" ON "proposal_type" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_session_number_uq" ON "proposal" USING btree ("session_id","number");--> statement-breakpoint
CREATE INDEX "proposal_state_idx" ON "proposal" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "proposal_case_state_idx" ON "proposal" USING btree ("case_state");--> statement-breakpoint
CREATE INDEX "proposal_session_state_idx" ON "proposal" USING btree ("session_id","state");--> statement-breakpoint
CREATE INDEX "proposal_year_idx" ON "proposal" USING btree ("year");--> statement-breakpoint
CREATE INDEX "proposal_year_number_idx" ON "proposal" USING btree ("year" DESC NULLS LAST,"number");--> statement-breakpoint
CREATE INDEX "proposal_number_idx" ON "proposal" USING btree ("number");--> statement-breakpoint
CREATE INDEX "proposal_title_idx" ON "proposal" USING btree ("title");--> statement-breakpoint
CREATE INDEX "proposal_type_idx" ON "proposal" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "proposal_proposer_idx" ON "proposal" USING btree ("proposer_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_proposer_org_idx" ON "proposal" USING btree ("proposer_org_id");--> statement-breakpoint
CREATE INDEX "proposal_merged_into_idx" ON "proposal" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "proposal_open_idx" ON "proposal" USING btree ("open_status");--> statement-breakpoint
CREATE INDEX "proposal_submitted_idx" ON "proposal" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "proposal_filed_idx" ON "proposal" USING btree ("filed_at");--> statement-breakpoint
CREATE INDEX "proposal_assigned_idx" ON "proposal" USING btree ("assigned_at");--> statement-breakpoint
CREATE INDEX "proposal_updated_idx" ON "proposal" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "proposal_key_idx" ON "proposal" USING btree ("year" DESC NULLS LAST,"number","id" DESC NULLS LAST) WHERE "proposal"."is_key";--> statement-breakpoint
CREATE INDEX "proposal_excellent_idx" ON "proposal" USING btree ("year" DESC NULLS LAST,"number","id" DESC NULLS LAST) WHERE "proposal"."is_excellent";--> statement-breakpoint
CREATE INDEX "proposal_good_idx" ON "proposal" USING btree ("year" DESC NULLS LAST,"number","id" DESC NULLS LAST) WHERE "proposal"."is_good";--> statement-breakpoint
CREATE INDEX "proposal_state_filed_idx" ON "proposal" USING btree ("state","filed_at");--> statement-breakpoint
CREATE INDEX "proposal_state_assigned_idx" ON "proposal" USING btree ("state","assigned_at");--> statement-breakpoint
CREATE INDEX "proposal_record_idx" ON "proposal" USING btree ("is_record") WHERE "proposal"."is_record";--> statement-breakpoint
CREATE INDEX "proposal_sector_idx" ON "proposal" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "proposal_party_idx" ON "proposal" USING btree ("party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_evaluation_uq" ON "proposal_evaluation" USING btree ("unit_row_id","round");--> statement-breakpoint
CREATE INDEX "proposal_evaluation_proposal_idx" ON "proposal_evaluation" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_evaluation_satisfaction_idx" ON "proposal_evaluation" USING btree ("satisfaction","proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_evaluation_unit_idx" ON "proposal_evaluation" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "proposal_feedback_proposal_idx" ON "proposal_feedback" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_feedback_instruction_idx" ON "proposal_feedback" USING btree ("instruction_id");--> statement-breakpoint
CREATE INDEX "proposal_history_proposal_idx" ON "proposal_history" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_history_action_idx" ON "proposal_history" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "proposal_instruction_proposal_idx" ON "proposal_instruction" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_instruction_created_idx" ON "proposal_instruction" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_joint_uq" ON "proposal_joint" USING btree ("proposal_id","user_id");--> statement-breakpoint
CREATE INDEX "proposal_joint_user_idx" ON "proposal_joint" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_remind_uq" ON "proposal_remind" USING btree ("unit_row_id","threshold","deadline");--> statement-breakpoint
CREATE INDEX "proposal_remind_created_idx" ON "proposal_remind" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "proposal_remind_unit_idx" ON "proposal_remind" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_remind_proposal_idx" ON "proposal_remind" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_unit_proposal_idx" ON "proposal_unit" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_unit_unit_idx" ON "proposal_unit" USING btree ("unit_id","phase","active","sign_state");--> statement-breakpoint
CREATE INDEX "proposal_unit_formal_idx" ON "proposal_unit" USING btree ("proposal_id","sign_state","handle_level","unit_id") WHERE "proposal_unit"."phase" = 'formal' and "proposal_unit"."active";--> statement-breakpoint
CREATE INDEX "proposal_unit_deadline_idx" ON "proposal_unit" USING btree ("deadline") WHERE "proposal_unit"."phase" = 'formal' and "proposal_unit"."active";--> statement-breakpoint
CREATE INDEX "proposal_unit_pre_idx" ON "proposal_unit" USING btree ("unit_id","pre_feedback") WHERE "proposal_unit"."phase" = 'pre';--> statement-breakpoint
CREATE INDEX "proposal_unit_request_kind_idx" ON "proposal_unit_request" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "proposal_unit_request_unit_idx" ON "proposal_unit_request" USING btree ("unit_id","kind");--> statement-breakpoint
CREATE INDEX "proposal_unit_request_proposal_idx" ON "proposal_unit_request" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_year_summary_uq" ON "proposal_year_summary" USING btree ("unit_id","year");--> statement-breakpoint
CREATE INDEX "proposal_year_summary_year_idx" ON "proposal_year_summary" USING btree ("year","state");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_account_one_enabled_uq" ON "sms_account" USING btree ("enabled") WHERE "sms_account"."enabled";