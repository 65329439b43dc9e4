CREATE TABLE `email_addresses` (
	`address_hash` text PRIMARY KEY NOT NULL,
	`confirmed_at` text,
	`stopped_at` text
);
--> statement-breakpoint
ALTER TABLE `khatms` ADD `creator_confirmed` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `khatms` ADD `moderation` text DEFAULT 'none' NOT NULL;