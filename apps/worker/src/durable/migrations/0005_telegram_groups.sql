CREATE TABLE `telegram_groups` (
	`chat_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`locale` text,
	`origin` text NOT NULL,
	`linked_at` text NOT NULL,
	`list_message_id` integer
);
--> statement-breakpoint
CREATE TABLE `telegram_readers` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL
);
