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
	`message` text NOT NULL
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
	`reserved_at` text,
	`completed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `juzs_number_unique` ON `juzs` (`number`);--> statement-breakpoint
CREATE TABLE `khatm` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`occasion` text,
	`creator_id` integer NOT NULL,
	`creator_name` text NOT NULL,
	`creator_email` text NOT NULL,
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
	`legacy_activities` integer DEFAULT false NOT NULL
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
CREATE INDEX `reader_grants_juz_idx` ON `reader_grants` (`juz_id`);