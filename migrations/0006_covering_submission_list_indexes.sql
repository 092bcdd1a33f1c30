DROP INDEX `submissions_uid_idx`;--> statement-breakpoint
DROP INDEX `submissions_pid_idx`;--> statement-breakpoint
DROP INDEX `submissions_status_idx`;--> statement-breakpoint
DROP INDEX `submissions_cid_idx`;--> statement-breakpoint
CREATE INDEX `submissions_uid_idx` ON `submissions` (`uid`,`submit_id`,`cid`,`gid`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_pid_idx` ON `submissions` (`pid`,`submit_id`,`cid`,`gid`,`status`);--> statement-breakpoint
CREATE INDEX `submissions_status_idx` ON `submissions` (`status`,`submit_id`,`cid`,`gid`);--> statement-breakpoint
CREATE INDEX `submissions_cid_idx` ON `submissions` (`cid`,`submit_id`,`gid`);