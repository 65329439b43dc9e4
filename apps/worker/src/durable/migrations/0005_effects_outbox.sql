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
CREATE INDEX `effects_due_idx` ON `effects` (`outcome`,`next_attempt_at`);