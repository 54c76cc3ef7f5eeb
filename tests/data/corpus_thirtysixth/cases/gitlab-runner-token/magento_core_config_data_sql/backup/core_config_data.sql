-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.quillon.net/','2024-01-08 09:12:44'),(400,'default',0,'msp_securitysuite/api/active','1','2024-06-23 02:17:21'),(401,'default',0,'msp_securitysuite/api/api_key','sha256:606263fe9aa99d374a373359972969e126b334a1878b702523323869a7ba5b09','2024-06-23 02:17:21'),(402,'default',0,'msp_securitysuite/api/debug','0','2024-06-23 02:17:21');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
