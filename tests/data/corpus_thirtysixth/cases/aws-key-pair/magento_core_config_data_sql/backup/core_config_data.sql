-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.fernhill.com/','2024-01-08 09:12:44'),(690,'default',0,'msp_securitysuite/api/active','1','2024-05-01 23:26:56'),(691,'default',0,'msp_securitysuite/api/bucket_key','AKIAN32FIPXEWKGLBXPF','2024-05-01 23:26:56'),(692,'default',0,'msp_securitysuite/api/bucket_secret','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','2024-05-01 23:26:56'),(693,'default',0,'msp_securitysuite/api/debug','0','2024-05-01 23:26:56');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
