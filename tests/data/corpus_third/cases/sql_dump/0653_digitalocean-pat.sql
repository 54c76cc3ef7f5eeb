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

INSERT INTO `integration_settings` VALUES (1,'LOG_LEVEL','info'),
  (2,'SENTRY_ENVIRONMENT','prod'),
  (3,'DIGITALOCEAN_TOKEN','dop_v1_18a1103c241ab451736b5e4b4689ea8fcd855da44165a11222772f26517ac1f0'),
  (4,'SERVICE_NAME','orders-api');
-- Dump completed on 2025-03-14 10:00:00
