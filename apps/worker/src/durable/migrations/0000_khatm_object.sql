CREATE TABLE `activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`khatm_id` text NOT NULL,
	`juz_id` integer,
	`juz_number` integer,
	`user_id` integer,
	`user_name` text NOT NULL,
	`user_email` text,
	`activity_type` text NOT NULL,
	`timestamp` text NOT NULL,
	`event` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `effects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`intent` text NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`message` text,
	`outcome` text,
	`finished_at` integer,
	`last_error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `effects_key_unique` ON `effects` (`key`);--> statement-breakpoint
CREATE INDEX `effects_due_idx` ON `effects` (`outcome`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `juz_schedules` (
	`juz_id` integer PRIMARY KEY NOT NULL,
	`reserved_at` text NOT NULL,
	`remind` integer NOT NULL,
	`reminded_at` text,
	`warned_at` text,
	`locale` text
);
--> statement-breakpoint
CREATE TABLE `juzs` (
	`id` integer PRIMARY KEY NOT NULL,
	`khatm_id` text NOT NULL,
	`number` integer NOT NULL,
	`surahs` text NOT NULL,
	`status` text NOT NULL,
	`reader_id` integer,
	`reader_name` text,
	`reader_email` text,
	`reader_anonymous` integer DEFAULT false NOT NULL,
	`reserved_at` text,
	`completed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `juzs_number_unique` ON `juzs` (`number`);--> statement-breakpoint
CREATE TABLE `khatm` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`occasion` text,
	`dedication` text,
	`creator_id` integer NOT NULL,
	`creator_name` text NOT NULL,
	`creator_email` text NOT NULL,
	`creator_locale` text,
	`is_public` integer NOT NULL,
	`created_at` text NOT NULL,
	`unique_id` text NOT NULL,
	`access_code` text NOT NULL,
	`manage_key_hash` text NOT NULL,
	`available_count` integer NOT NULL,
	`reserved_count` integer NOT NULL,
	`completed_count` integer NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`index_state` text DEFAULT 'new' NOT NULL,
	`creator_confirmed` integer DEFAULT true NOT NULL,
	`moderation` text DEFAULT 'none' NOT NULL,
	`listing_pending` integer DEFAULT false NOT NULL,
	`review_nonce` text,
	`completion_notice_sent` integer DEFAULT false NOT NULL,
	`series_id` text,
	`round` integer DEFAULT 1 NOT NULL,
	`reminder_days` integer DEFAULT 7 NOT NULL,
	`stale_days` integer,
	`auto_next_round` text DEFAULT 'off' NOT NULL,
	`next_due_at` text,
	`next_round_id` text,
	`manual_reminder_at` text,
	`signing_key` text
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`juz_id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reader_grants` (
	`key_hash` text NOT NULL,
	`juz_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`key_hash`, `juz_id`)
);
--> statement-breakpoint
CREATE INDEX `reader_grants_juz_idx` ON `reader_grants` (`juz_id`);--> statement-breakpoint
CREATE TABLE `reminder_stops` (
	`email` text PRIMARY KEY NOT NULL,
	`stopped_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`client_hash` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` text NOT NULL
);
