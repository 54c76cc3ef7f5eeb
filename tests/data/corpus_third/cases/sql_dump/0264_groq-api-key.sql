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
  (2,'DB_HOST','db.internal.example.net'),
  (3,'GROQ_API_KEY','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'),
  (4,'LOG_LEVEL','info');
-- Dump completed on 2025-03-14 10:00:00
