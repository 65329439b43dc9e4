CREATE TABLE `pledges` (
	`khatm_id` text NOT NULL,
	`number` integer NOT NULL,
	`reader_name` text NOT NULL,
	`reader_email` text,
	`reader_anonymous` integer DEFAULT false NOT NULL,
	`key_hash` text,
	`amount` integer NOT NULL,
	`done` integer NOT NULL,
	`cancelled` integer DEFAULT false NOT NULL,
	`pledged_at` text NOT NULL,
	PRIMARY KEY(`khatm_id`, `number`),
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pledges_reader_email_idx` ON `pledges` (`reader_email`);--> statement-breakpoint
CREATE INDEX `pledges_key_hash_idx` ON `pledges` (`key_hash`);--> statement-breakpoint
ALTER TABLE `khatms` ADD `target` integer;--> statement-breakpoint
ALTER TABLE `khatms` ADD `recitation` text;