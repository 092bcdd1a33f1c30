CREATE TABLE `vip_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`uid` text NOT NULL,
	`username` text NOT NULL,
	`plan_id` integer NOT NULL,
	`months` integer NOT NULL,
	`amount_fen` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`state` text DEFAULT 'created' NOT NULL,
	`created_at` integer NOT NULL,
	`pay_deadline` integer NOT NULL,
	`paid_at` integer,
	`cancelled_at` integer,
	`vip_until` integer,
	`grant_token` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vip_orders_order_no_unique` ON `vip_orders` (`order_no`);--> statement-breakpoint
CREATE INDEX `vip_orders_uid_idx` ON `vip_orders` (`uid`,`id`);--> statement-breakpoint
CREATE INDEX `vip_orders_state_idx` ON `vip_orders` (`state`,`id`);--> statement-breakpoint
ALTER TABLE `user_roles` ADD `expires_at` integer;