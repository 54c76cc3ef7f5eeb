-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.palisade.io/','2024-01-08 09:12:44'),(1536,'default',0,'msp_securitysuite/api/active','1','2024-05-23 18:47:50'),(1537,'default',0,'msp_securitysuite/api/scalingo_api_token','tk-us-1a5GXObR66Kga1FIZU6mBeJY3QgEA5-ejj87e-K5R8jqtME5','2024-05-23 18:47:50'),(1538,'default',0,'msp_securitysuite/api/debug','0','2024-05-23 18:47:50');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
