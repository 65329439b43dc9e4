CREATE TABLE `pledge_outbox` (
	`pledge_id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pledges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`amount` integer NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`reader_id` integer,
	`reader_name` text NOT NULL,
	`reader_email` text,
	`reader_anonymous` integer DEFAULT false NOT NULL,
	`key_hash` text,
	`locale` text,
	`remind` integer DEFAULT false NOT NULL,
	`reminded_at` text,
	`pledged_at` text NOT NULL,
	`reported_at` text,
	`cancelled_at` text
);
--> statement-breakpoint
ALTER TABLE `khatm` ADD `target` integer;--> statement-breakpoint
ALTER TABLE `khatm` ADD `recitation` text;