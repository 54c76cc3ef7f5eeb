-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.cobaltpeak.ca/','2024-01-08 09:12:44'),(1852,'default',0,'msp_securitysuite/stripe_payments_basic/active','1','2024-05-24 11:04:41'),(1853,'default',0,'msp_securitysuite/stripe_payments_basic/workflow_webhook','https://hooks.slack.com/triggers/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','2024-05-24 11:04:41'),(1854,'default',0,'msp_securitysuite/stripe_payments_basic/debug','0','2024-05-24 11:04:41');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
