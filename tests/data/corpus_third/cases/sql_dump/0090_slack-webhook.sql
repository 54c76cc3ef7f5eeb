-- MySQL dump 10.13  Distrib 8.0.36
--
-- Table structure for table `integration_settings`
--
CREATE TABLE `integration_settings` (
  `id` int NOT NULL AUTO_INCREMENT,
  `name` varchar(64) NOT NULL,
  `value` text NOT NULL,
  PRIMARY KEY (`id`)
);

INSERT INTO `integration_settings` VALUES (1,'PORT','8080'),
  (2,'AWS_REGION','eu-west-1'),
  (3,'SLACK_WEBHOOK_URL','https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'),
  (4,'FEATURE_FLAGS','search,billing');
-- Dump completed on 2025-03-14 10:00:00
