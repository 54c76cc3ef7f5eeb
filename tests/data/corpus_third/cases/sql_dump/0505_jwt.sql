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

INSERT INTO `integration_settings` VALUES (1,'TIMEOUT_MS','3000'),
  (2,'SENTRY_ENVIRONMENT','prod'),
  (3,'SERVICE_ACCOUNT_TOKEN','eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InJpc3hhc2FpcGFmbWx0eXpyZXV2Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc0MjM4NTg4NSwiZXhwIjoyMDU3NzQ1ODg1fQ.0ry3PbDUBmNo8KwfJD9VY6oDxr29oQgLcVXYhLRFBy0'),
  (4,'APP_ENV','production');
-- Dump completed on 2025-03-14 10:00:00
