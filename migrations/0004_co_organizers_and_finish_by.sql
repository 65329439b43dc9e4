CREATE TABLE `khatm_organizers` (
	`khatm_id` text NOT NULL,
	`email` text NOT NULL,
	`added_at` text NOT NULL,
	PRIMARY KEY(`khatm_id`, `email`),
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `khatm_organizers_email_idx` ON `khatm_organizers` (`email`);--> statement-breakpoint
ALTER TABLE `khatms` ADD `finish_by` text;