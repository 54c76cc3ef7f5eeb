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

INSERT INTO `integration_settings` VALUES (1,'SENTRY_ENVIRONMENT','prod'),
  (2,'DB_HOST','db.internal.example.net'),
  (3,'XAI_API_KEY','xai-Egl84Ix8JukaRaXCo75v7ws6FDmkRgDLgB2uHIBX9Q4YtPnRxWh3feRlpns4VXap20vjxnK1R4GD0x9B'),
  (4,'APP_ENV','production');
-- Dump completed on 2025-03-14 10:00:00
