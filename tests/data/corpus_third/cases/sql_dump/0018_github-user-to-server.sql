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

INSERT INTO `integration_settings` VALUES (1,'AWS_REGION','eu-west-1'),
  (2,'SENTRY_ENVIRONMENT','prod'),
  (3,'GITHUB_USER_TOKEN','ghu_AKeFBbDYkQzsB0Z6dhdUnKsA4QvB5D3EQsV7'),
  (4,'PORT','8080');
-- Dump completed on 2025-03-14 10:00:00
