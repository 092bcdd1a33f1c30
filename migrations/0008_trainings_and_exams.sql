CREATE TABLE `exam_histories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`repo_id` integer NOT NULL,
	`exam_id` integer,
	`training_id` integer,
	`kind` text NOT NULL,
	`problem_ids` text DEFAULT '[]' NOT NULL,
	`start_time` integer NOT NULL,
	`deadline` integer,
	`submit_time` integer,
	`user_score` integer,
	`total_score` integer DEFAULT 0 NOT NULL,
	`details` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`repo_id`) REFERENCES `exam_repos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exam_id`) REFERENCES `exams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exam_histories_user_idx` ON `exam_histories` (`uid`,`repo_id`,`id`);--> statement-breakpoint
CREATE INDEX `exam_histories_exam_rank_idx` ON `exam_histories` (`exam_id`,`user_score`,`submit_time`);--> statement-breakpoint
CREATE UNIQUE INDEX `exam_histories_attempt_idx` ON `exam_histories` (`exam_id`,`uid`) WHERE kind = 'exam';--> statement-breakpoint
CREATE TABLE `exam_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` integer NOT NULL,
	`content` text NOT NULL,
	`grade` integer DEFAULT 1 NOT NULL,
	`analysis` text DEFAULT '' NOT NULL,
	`answers` text DEFAULT '[]' NOT NULL,
	`uid` text NOT NULL,
	`author` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `exam_repo_problems` (
	`repo_id` integer NOT NULL,
	`problem_id` integer NOT NULL,
	`rank` integer DEFAULT 1000 NOT NULL,
	PRIMARY KEY(`repo_id`, `problem_id`),
	FOREIGN KEY (`repo_id`) REFERENCES `exam_repos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `exam_problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exam_repo_problems_problem_idx` ON `exam_repo_problems` (`problem_id`);--> statement-breakpoint
CREATE TABLE `exam_repos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`time_limit` integer DEFAULT 60 NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`uid` text NOT NULL,
	`author` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `exams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`exam_repo_id` integer NOT NULL,
	`pwd` text,
	`visible` integer DEFAULT true NOT NULL,
	`uid` text NOT NULL,
	`author` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`exam_repo_id`) REFERENCES `exam_repos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `exams_start_idx` ON `exams` (`start_time`);--> statement-breakpoint
CREATE TABLE `training_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`color` text DEFAULT '#409EFF' NOT NULL,
	`gid` integer,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `training_exam_scores` (
	`tid` integer NOT NULL,
	`uid` text NOT NULL,
	`total_score` integer DEFAULT 0 NOT NULL,
	`cells` text DEFAULT '{}' NOT NULL,
	PRIMARY KEY(`tid`, `uid`),
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_exam_scores_rank_idx` ON `training_exam_scores` (`tid`,`total_score`,`uid`);--> statement-breakpoint
CREATE TABLE `training_exams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tid` integer NOT NULL,
	`eid` integer NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`eid`) REFERENCES `exams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_exams_idx` ON `training_exams` (`tid`,`eid`);--> statement-breakpoint
CREATE TABLE `training_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tid` integer NOT NULL,
	`pid` integer NOT NULL,
	`display_id` text NOT NULL,
	`rank` integer DEFAULT 1000 NOT NULL,
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_problems_pid_idx` ON `training_problems` (`tid`,`pid`);--> statement-breakpoint
CREATE INDEX `training_problems_by_pid_idx` ON `training_problems` (`pid`,`tid`);--> statement-breakpoint
CREATE TABLE `training_progress` (
	`tid` integer NOT NULL,
	`uid` text NOT NULL,
	`ac` integer DEFAULT 0 NOT NULL,
	`total_run_time` integer DEFAULT 0 NOT NULL,
	`cells` text DEFAULT '{}' NOT NULL,
	PRIMARY KEY(`tid`, `uid`),
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_progress_rank_idx` ON `training_progress` (`tid`,`ac`,`total_run_time`,`uid`);--> statement-breakpoint
CREATE TABLE `training_registers` (
	`tid` integer NOT NULL,
	`uid` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`tid`, `uid`),
	FOREIGN KEY (`tid`) REFERENCES `trainings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `trainings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rank` integer DEFAULT 1000 NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`auth` text DEFAULT 'Public' NOT NULL,
	`private_pwd` text,
	`category_id` integer NOT NULL,
	`rank_show_name` text DEFAULT 'username' NOT NULL,
	`status` integer DEFAULT true NOT NULL,
	`gid` integer,
	`uid` text NOT NULL,
	`author` text NOT NULL,
	`gmt_create` integer DEFAULT (unixepoch()) NOT NULL,
	`gmt_modified` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `training_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `trainings_order_idx` ON `trainings` (`gid`,`rank`,`id`);--> statement-breakpoint
CREATE INDEX `trainings_category_idx` ON `trainings` (`category_id`);--> statement-breakpoint
ALTER TABLE `user_problem_status` ADD `best_time` integer;--> statement-breakpoint
CREATE INDEX `user_problem_status_pid_idx` ON `user_problem_status` (`pid`,`uid`);--> statement-breakpoint
UPDATE `user_problem_status` SET `best_time` = (SELECT min(s.`time`) FROM `submissions` s WHERE s.`uid` = `user_problem_status`.`uid` AND s.`pid` = `user_problem_status`.`pid` AND s.`cid` = 0 AND s.`status` = 0) WHERE `status` = 0;
