CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_performer_id_pk" PRIMARY KEY("follower_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"performer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_performer_id_user_id_pk" PRIMARY KEY("performer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "height" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "weight" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "age" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "ethnicity" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "butt" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "hair" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "eyes" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "sexual_orientation" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "languages" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "monthly_price" integer DEFAULT 995 NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "yearly_price" integer DEFAULT 9995 NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "is_free_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "welcome_video_key" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "activate_welcome_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "banking_ciphertext" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "banking_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "payment_gateway" jsonb DEFAULT '{"payoutMethod":"bank","paypalEmail":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "blocked_countries" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "is_streaming" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "subscriber_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_performer_idx" ON "follows" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_once_key" ON "reactions" USING btree ("user_id","object_type","object_id","action");--> statement-breakpoint
CREATE INDEX "reactions_object_idx" ON "reactions" USING btree ("object_type","object_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_key" ON "reports" USING btree ("reporter_id","target","target_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (("username"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performers_verification_idx" ON "performers" USING btree ("verification_status");--> statement-breakpoint
CREATE INDEX "performers_bio_trgm_idx" ON "performers" USING gin ("bio" gin_trgm_ops);