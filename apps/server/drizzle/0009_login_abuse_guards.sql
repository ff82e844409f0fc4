CREATE TABLE "sso_login_failure" (
	"user_id" text NOT NULL,
	"ip" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sso_login_failure_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
CREATE TABLE "sso_password_nonce" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_login_failure_since_idx" ON "sso_login_failure" USING btree ("failed_since");--> statement-breakpoint
CREATE INDEX "sso_password_nonce_expires_idx" ON "sso_password_nonce" USING btree ("expires_at");