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

INSERT INTO `integration_settings` VALUES (1,'DB_HOST','db.internal.example.net'),
  (2,'SERVICE_NAME','orders-api'),
  (3,'MAILGUN_API_KEY','key-042739476a0d690a23f0491ddc39e6f2'),
  (4,'LOG_LEVEL','info');
-- Dump completed on 2025-03-14 10:00:00
