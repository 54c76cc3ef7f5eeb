-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.palisade.io/','2024-01-08 09:12:44'),(818,'default',0,'msp_securitysuite/stripe_payments_basic/active','1','2024-11-01 18:43:09'),(819,'default',0,'msp_securitysuite/stripe_payments_basic/rollbar_access_token_server','80fbf6dc604e0ddf930860c5d97ead15','2024-11-01 18:43:09'),(820,'default',0,'msp_securitysuite/stripe_payments_basic/debug','0','2024-11-01 18:43:09');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
