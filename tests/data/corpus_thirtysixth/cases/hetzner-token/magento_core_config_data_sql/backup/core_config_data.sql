-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.palisade.io/','2024-01-08 09:12:44'),(455,'default',0,'msp_securitysuite/api/active','1','2024-10-04 13:18:45'),(456,'default',0,'msp_securitysuite/api/hetzner_cloud_token','x0z4TJ0MIxD6KdQ0HGBQ73OVucMgfvYAxNUzQ9DxatwlnDRXsFZF5sZoqpLAIi6I','2024-10-04 13:18:45'),(457,'default',0,'msp_securitysuite/api/debug','0','2024-10-04 13:18:45');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
