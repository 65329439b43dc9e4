CREATE TABLE `khatm_search_terms` (
	`term` text NOT NULL,
	`created_at` text NOT NULL,
	`khatm_id` text NOT NULL,
	PRIMARY KEY(`term`, `created_at`, `khatm_id`),
	FOREIGN KEY (`khatm_id`) REFERENCES `khatms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `khatm_search_terms_khatm_idx` ON `khatm_search_terms` (`khatm_id`);