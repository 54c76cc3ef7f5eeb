-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.cobaltpeak.ca/','2024-01-08 09:12:44'),(1728,'default',0,'carriers/api/active','1','2024-02-13 12:35:07'),(1729,'default',0,'carriers/api/vault_token_accessor','p5dZTSywM7Gjwoi62x7zwlRw','2024-02-13 12:35:07'),(1730,'default',0,'carriers/api/debug','0','2024-02-13 12:35:07');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
