DROP INDEX `submissions_status_idx`;--> statement-breakpoint
DROP INDEX `submissions_cid_idx`;--> statement-breakpoint
DROP INDEX `submissions_gid_idx`;--> statement-breakpoint
CREATE INDEX `submissions_status_idx` ON `submissions` (`status`,`submit_id`,`cid`,`gid`,`pid`);--> statement-breakpoint
CREATE INDEX `submissions_cid_idx` ON `submissions` (`cid`,`submit_id`,`gid`,`pid`);--> statement-breakpoint
CREATE INDEX `submissions_gid_idx` ON `submissions` (`gid`,`cid`,`submit_id`,`status`,`pid`);