CREATE TABLE "stream_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"performer_id" uuid NOT NULL,
	"type" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"fan_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"price_per_minute" integer,
	"keep_recording" boolean DEFAULT false NOT NULL,
	"conversation_id" uuid,
	"viewer_count" integer DEFAULT 0 NOT NULL,
	"tip_total" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"last_heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_sessions_price_not_negative" CHECK ("stream_sessions"."price" >= 0 and ("stream_sessions"."price_per_minute" is null or "stream_sessions"."price_per_minute" > 0)),
	CONSTRAINT "stream_sessions_private_has_fan" CHECK (("stream_sessions"."type" = 'private') = ("stream_sessions"."fan_id" is not null)),
	CONSTRAINT "stream_sessions_ended_has_time" CHECK (("stream_sessions"."status" = 'ended') = ("stream_sessions"."ended_at" is not null)),
	CONSTRAINT "stream_sessions_live_has_start" CHECK ("stream_sessions"."status" <> 'live' or "stream_sessions"."started_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "stream_sessions" ADD CONSTRAINT "stream_sessions_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sessions" ADD CONSTRAINT "stream_sessions_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sessions" ADD CONSTRAINT "stream_sessions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_sessions_one_on_air_key" ON "stream_sessions" USING btree ("performer_id") WHERE status in ('pending', 'live');--> statement-breakpoint
CREATE INDEX "stream_sessions_performer_idx" ON "stream_sessions" USING btree ("performer_id","created_at");--> statement-breakpoint
CREATE INDEX "stream_sessions_live_idx" ON "stream_sessions" USING btree ("last_heartbeat_at") WHERE status = 'live';