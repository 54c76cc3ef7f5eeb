-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.palisade.io/','2024-01-08 09:12:44'),(1487,'default',0,'msp_securitysuite/credentials/active','1','2024-10-02 18:33:36'),(1488,'default',0,'msp_securitysuite/credentials/mongodb_atlas_public_key','jrfipqzn','2024-10-02 18:33:36'),(1489,'default',0,'msp_securitysuite/credentials/atlas_private_api_key','707dad30-7ef5-4ce7-9d18-58fe396c3d72','2024-10-02 18:33:36'),(1490,'default',0,'msp_securitysuite/credentials/debug','0','2024-10-02 18:33:36');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
