CREATE TABLE `reports` (
	`client_hash` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `khatm` ADD `creator_confirmed` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `moderation` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `listing_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `khatm` ADD `review_nonce` text;