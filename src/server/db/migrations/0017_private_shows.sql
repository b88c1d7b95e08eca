CREATE TABLE "private_show_minutes" (
	"stream_id" uuid NOT NULL,
	"minute" integer NOT NULL,
	"amount" integer NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_show_minutes_pkey" PRIMARY KEY("stream_id","minute"),
	CONSTRAINT "private_show_minutes_valid" CHECK ("private_show_minutes"."minute" >= 0 and "private_show_minutes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "private_shows" (
	"stream_id" uuid PRIMARY KEY NOT NULL,
	"fan_heartbeat_at" timestamp with time zone NOT NULL,
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"warned_minute" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_shows_billing_not_negative" CHECK ("private_shows"."billed_minutes" >= 0 and "private_shows"."charged" >= 0)
);
--> statement-breakpoint
DROP INDEX "stream_sessions_one_on_air_key";--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "private_show_price" integer;--> statement-breakpoint
ALTER TABLE "private_show_minutes" ADD CONSTRAINT "private_show_minutes_stream_id_stream_sessions_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stream_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_show_minutes" ADD CONSTRAINT "private_show_minutes_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_shows" ADD CONSTRAINT "private_shows_stream_id_stream_sessions_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."stream_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_show_minutes_transaction_key" ON "private_show_minutes" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_sessions_one_request_key" ON "stream_sessions" USING btree ("performer_id","fan_id") WHERE status = 'pending' and type = 'private';--> statement-breakpoint
CREATE INDEX "stream_sessions_private_pending_idx" ON "stream_sessions" USING btree ("created_at") WHERE status = 'pending' and type = 'private';--> statement-breakpoint
CREATE INDEX "stream_sessions_private_live_idx" ON "stream_sessions" USING btree ("started_at") WHERE status = 'live' and type = 'private';--> statement-breakpoint
CREATE UNIQUE INDEX "stream_sessions_one_on_air_key" ON "stream_sessions" USING btree ("performer_id") WHERE status = 'live' or (status = 'pending' and type <> 'private');--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_private_show_price_positive" CHECK ("performers"."private_show_price" is null or "performers"."private_show_price" > 0);