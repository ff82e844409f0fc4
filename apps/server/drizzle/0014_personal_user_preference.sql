CREATE TABLE "personal_user_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"elderly_mode" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
