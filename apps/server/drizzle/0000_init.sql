CREATE TABLE "sys_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"username" text,
	"ip" text,
	"object_type" text NOT NULL,
	"object_id" text,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"category" text DEFAULT 'operation' NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "member_annual_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"proposal_count" integer DEFAULT 1 NOT NULL,
	"info_count" integer DEFAULT 2 NOT NULL,
	"attend_meet_count" integer DEFAULT 4 NOT NULL,
	"attend_activity_count" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cppcc_session" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"cname" text NOT NULL,
	"easy_name" text,
	"short_code" text,
	"state" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"year" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_grouping" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profile" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"sector_id" text,
	"party_id" text,
	"committee_id" text,
	"group_id" text,
	"plenary_group_id" text,
	"member_duty" text,
	"work_unit" text,
	"work_duty" text,
	"nation" text,
	"birthday" date,
	"education" text,
	"is_standing" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_message" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"msg_type" integer DEFAULT 0 NOT NULL,
	"biz_type" text,
	"biz_id" text,
	"url" text,
	"sender_id" text,
	"sender_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_search_config" (
	"user_id" text NOT NULL,
	"search_module_type" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_search_config_user_id_search_module_type_pk" PRIMARY KEY("user_id","search_module_type")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"content" text NOT NULL,
	"biz_type" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sender_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_iam_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_qr_login" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_refresh_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "sso_verification_code" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"type_name" text NOT NULL,
	"param_code" text NOT NULL,
	"param_name" text NOT NULL,
	"easy_name" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"type_name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"remark" text,
	"built_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"key" text,
	"app_code" text DEFAULT 'cppcc' NOT NULL,
	"name" text NOT NULL,
	"menu_type" text NOT NULL,
	"url" text,
	"permission" text,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_org" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"easy_name" text,
	"kind" text NOT NULL,
	"collective_type" integer,
	"address" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"data_scope" integer DEFAULT 4 NOT NULL,
	"admin_kind" text,
	"built_in" boolean DEFAULT false NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" text NOT NULL,
	"menu_id" text NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_org" (
	"role_id" text NOT NULL,
	"org_id" text NOT NULL,
	CONSTRAINT "sys_role_org_role_id_org_id_pk" PRIMARY KEY("role_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "sys_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"login_name" text NOT NULL,
	"username" text NOT NULL,
	"user_type" integer NOT NULL,
	"collective_type" integer,
	"org_id" text,
	"mobile" text,
	"email" text,
	"sex" integer,
	"duty" text,
	"avatar" text,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "sys_audit_log_at_idx" ON "sys_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sys_audit_log_user_idx" ON "sys_audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "sys_audit_log_object_idx" ON "sys_audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_annual_plan_year_uq" ON "member_annual_plan" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "member_grouping_code_uq" ON "member_grouping" USING btree ("kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_profile_user_session_uq" ON "member_profile" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "member_profile_sector_idx" ON "member_profile" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "member_profile_party_idx" ON "member_profile" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "member_profile_committee_idx" ON "member_profile" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "msg_message_user_idx" ON "msg_message" USING btree ("user_id","read_at","created_at");--> statement-breakpoint
CREATE INDEX "msg_message_batch_idx" ON "msg_message" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sso_iam_ticket_user_idx" ON "sso_iam_ticket" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_refresh_token_session_idx" ON "sso_refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sso_session_user_idx" ON "sso_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_verification_code_mobile_idx" ON "sso_verification_code" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_code_uq" ON "sys_dict_item" USING btree ("type_name","param_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_key_uq" ON "sys_menu" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_org_parent_idx" ON "sys_org" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_login_name_uq" ON "sys_user" USING btree ("login_name");--> statement-breakpoint
CREATE INDEX "sys_user_person_idx" ON "sys_user" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "sys_user_org_idx" ON "sys_user" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sys_user_mobile_idx" ON "sys_user" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sys_user_type_idx" ON "sys_user" USING btree ("user_type","collective_type");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");