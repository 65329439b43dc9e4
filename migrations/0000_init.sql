CREATE TABLE `activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`khatm_id` text NOT NULL,
	`juz_id` integer,
	`juz_number` integer,
	`user_id` integer,
	`user_name` text NOT NULL,
	`user_email` text,
	`activity_type` text NOT NULL,
	`timestamp` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`message` text NOT NULL,
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activities_khatm_id_idx` ON `activities` (`khatm_id`,`id`);--> statement-breakpoint
CREATE TABLE `juzs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`khatm_id` text NOT NULL,
	`number` integer NOT NULL,
	`surahs` text NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`reader_id` integer,
	`reader_name` text,
	`reader_email` text,
	`reserved_at` text,
	`completed_at` text,
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `juzs_khatm_number_idx` ON `juzs` (`khatm_id`,`number`);--> statement-breakpoint
CREATE INDEX `juzs_reader_email_idx` ON `juzs` (`reader_email`);--> statement-breakpoint
CREATE TABLE `khatms` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`occasion` text,
	`creator_id` integer NOT NULL,
	`creator_name` text NOT NULL,
	`creator_email` text NOT NULL,
	`is_public` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`unique_id` text NOT NULL,
	`access_code` text NOT NULL,
	`manage_key_hash` text NOT NULL,
	`available_count` integer DEFAULT 30 NOT NULL,
	`reserved_count` integer DEFAULT 0 NOT NULL,
	`completed_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `khatms_access_code_idx` ON `khatms` (`access_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `khatms_unique_id_idx` ON `khatms` (`unique_id`);--> statement-breakpoint
CREATE INDEX `khatms_creator_email_idx` ON `khatms` (`creator_email`);--> statement-breakpoint
CREATE INDEX `khatms_public_created_idx` ON `khatms` (`is_public`,`created_at`);--> statement-breakpoint
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
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);