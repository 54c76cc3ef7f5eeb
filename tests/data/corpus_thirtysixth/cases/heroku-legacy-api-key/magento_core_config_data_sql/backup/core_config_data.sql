-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.cobaltpeak.ca/','2024-01-08 09:12:44'),(1224,'default',0,'payment/credentials/active','1','2024-05-18 00:39:02'),(1225,'default',0,'payment/credentials/heroku_dyno_id','72515a1a-3fda-44ac-aeec-3311ddf87ddf','2024-05-18 00:39:02'),(1226,'default',0,'payment/credentials/debug','0','2024-05-18 00:39:02');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
