ALTER TABLE `checker_checks` ADD `code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `checker_checks` ADD `extra_files` text;--> statement-breakpoint
ALTER TABLE `checker_checks` ADD `status` integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE `checker_checks` ADD `message` text;--> statement-breakpoint
ALTER TABLE `checker_checks` ADD `nonce` text;