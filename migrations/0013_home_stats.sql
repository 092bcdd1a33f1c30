CREATE TABLE `first_accepted` (
	`uid` text NOT NULL,
	`pid` integer NOT NULL,
	`ac_time` integer NOT NULL,
	PRIMARY KEY(`uid`, `pid`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pid`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `first_accepted_time_idx` ON `first_accepted` (`ac_time`,`uid`);--> statement-breakpoint
CREATE TABLE `site_day_stats` (
	`day` integer PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`ac` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_day_stats` (
	`uid` text NOT NULL,
	`day` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`uid`, `day`),
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_stats` (
	`uid` text PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`ac` integer DEFAULT 0 NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`oi_coin` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`uid`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_stats_acm_idx` ON `user_stats` ("ac" DESC,`total`,`uid`);--> statement-breakpoint
CREATE INDEX `user_stats_oi_idx` ON `user_stats` ("score" DESC,"ac" DESC,`total`,`uid`);