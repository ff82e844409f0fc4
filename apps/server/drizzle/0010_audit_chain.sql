CREATE TABLE "sys_audit_flood" (
	"ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"names" text[] NOT NULL,
	"reasons" text[] NOT NULL,
	CONSTRAINT "sys_audit_flood_ip_window_start_pk" PRIMARY KEY("ip","window_start")
);
--> statement-breakpoint
CREATE TABLE "sys_audit_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "sys_audit_flood_window_idx" ON "sys_audit_flood" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_audit_log_seq_idx" ON "sys_audit_log" USING btree ("seq");