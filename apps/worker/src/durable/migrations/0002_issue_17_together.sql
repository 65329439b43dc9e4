CREATE TABLE `juz_schedules` (
	`juz_id` integer PRIMARY KEY NOT NULL,
	`reserved_at` text NOT NULL,
	`remind` integer NOT NULL,
	`reminded_at` text,
	`warned_at` text
);
--> statement-breakpoint
CREATE TABLE `reminder_stops` (
	`email` text PRIMARY KEY NOT NULL,
	`stopped_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `juzs` ADD `reader_anonymous` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `dedication` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `completion_notice_sent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `series_id` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `round` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `reminder_days` integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `stale_days` integer;--> statement-breakpoint
ALTER TABLE `khatm` ADD `auto_next_round` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `next_due_at` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `next_round_id` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `manual_reminder_at` text;--> statement-breakpoint
ALTER TABLE `khatm` ADD `signing_key` text;