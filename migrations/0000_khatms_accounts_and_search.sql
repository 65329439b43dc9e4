CREATE TABLE `email_addresses` (
	`address_hash` text PRIMARY KEY NOT NULL,
	`confirmed_at` text,
	`stopped_at` text
);
--> statement-breakpoint
CREATE TABLE `juzs` (
	`id` integer PRIMARY KEY NOT NULL,
	`khatm_id` text NOT NULL,
	`number` integer NOT NULL,
	`surahs` text NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`reader_id` integer,
	`reader_name` text,
	`reader_email` text,
	`reader_anonymous` integer DEFAULT false NOT NULL,
	`reserved_at` text,
	`completed_at` text,
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `juzs_khatm_number_idx` ON `juzs` (`khatm_id`,`number`);--> statement-breakpoint
CREATE INDEX `juzs_reader_email_idx` ON `juzs` (`reader_email`);--> statement-breakpoint
CREATE TABLE `khatm_claims` (
	`number` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`khatm_id` text NOT NULL,
	`access_code` text,
	`claimed_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `khatm_claims_khatm_id_unique` ON `khatm_claims` (`khatm_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `khatm_claims_access_code_unique` ON `khatm_claims` (`access_code`);--> statement-breakpoint
CREATE TABLE `khatm_search_terms` (
	`term` text NOT NULL,
	`created_at` text NOT NULL,
	`khatm_id` text NOT NULL,
	PRIMARY KEY(`term`, `created_at`, `khatm_id`),
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `khatm_search_terms_khatm_idx` ON `khatm_search_terms` (`khatm_id`);--> statement-breakpoint
CREATE TABLE `khatms` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`occasion` text,
	`dedication` text,
	`creator_id` integer NOT NULL,
	`creator_name` text NOT NULL,
	`creator_email` text NOT NULL,
	`creator_locale` text,
	`is_public` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`unique_id` text NOT NULL,
	`access_code` text NOT NULL,
	`manage_key_hash` text NOT NULL,
	`available_count` integer DEFAULT 30 NOT NULL,
	`reserved_count` integer DEFAULT 0 NOT NULL,
	`completed_count` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`creator_confirmed` integer DEFAULT true NOT NULL,
	`moderation` text DEFAULT 'none' NOT NULL,
	`series_id` text,
	`round` integer DEFAULT 1 NOT NULL,
	`reminder_days` integer DEFAULT 7 NOT NULL,
	`stale_days` integer,
	`auto_next_round` text DEFAULT 'off' NOT NULL,
	`next_due_at` text,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `khatms_access_code_idx` ON `khatms` (`access_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `khatms_unique_id_idx` ON `khatms` (`unique_id`);--> statement-breakpoint
CREATE INDEX `khatms_creator_email_idx` ON `khatms` (`creator_email`);--> statement-breakpoint
CREATE INDEX `khatms_public_created_idx` ON `khatms` (`is_public`,`created_at`);--> statement-breakpoint
CREATE INDEX `khatms_next_due_idx` ON `khatms` (`next_due_at`);--> statement-breakpoint
CREATE INDEX `khatms_series_idx` ON `khatms` (`series_id`,`round`);--> statement-breakpoint
CREATE INDEX `khatms_full_created_idx` ON `khatms` (`is_public`,`created_at`) WHERE "khatms"."available_count" = 0;--> statement-breakpoint
CREATE TABLE `reader_grants` (
	`key_hash` text NOT NULL,
	`juz_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`key_hash`, `juz_id`),
	FOREIGN KEY (`juz_id`) REFERENCES `juzs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reader_grants_juz_idx` ON `reader_grants` (`juz_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text,
	`email` text NOT NULL,
	`google_id` text,
	`country` text,
	`locale` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);