CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`time` integer NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`call` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`ip` text,
	`targets` text NOT NULL,
	`target_text` text NOT NULL,
	`query` text,
	`body` text,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `admin_audit_time_idx` ON `admin_audit_log` (`time`);--> statement-breakpoint
CREATE INDEX `admin_audit_user_idx` ON `admin_audit_log` (`username`,`time`);--> statement-breakpoint
CREATE INDEX `admin_audit_call_idx` ON `admin_audit_log` (`call`,`time`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;