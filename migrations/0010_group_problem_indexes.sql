CREATE INDEX `problems_gid_idx` ON `problems` (`gid`,`auth`);--> statement-breakpoint
CREATE INDEX `problems_apply_idx` ON `problems` (`apply_public_progress`);--> statement-breakpoint
CREATE INDEX `submissions_gid_idx` ON `submissions` (`gid`,`cid`,`submit_id`,`status`);