-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: magento2
-- ------------------------------------------------------

LOCK TABLES `core_config_data` WRITE;
/*!40000 ALTER TABLE `core_config_data` DISABLE KEYS */;
INSERT INTO `core_config_data` VALUES (1,'default',0,'web/seo/use_rewrites','1','2024-01-08 09:12:44'),(2,'default',0,'web/unsecure/base_url','https://shop.fernhill.com/','2024-01-08 09:12:44'),(502,'default',0,'payment/general/active','1','2024-02-14 09:34:07'),(503,'default',0,'payment/general/credential','0:3:sPjFI7lQYqAdkJy0j36cjZEAlzZ6lsqVvmfPJTNMai8qA5tK+04Cnq170yOxIybMEHPKPVC32S43K7wwTnk1BnOzadIgMKtIl+txA5HP6UPrnR4/UMc=','2024-02-14 09:34:07'),(504,'default',0,'payment/general/debug','0','2024-02-14 09:34:07');
/*!40000 ALTER TABLE `core_config_data` ENABLE KEYS */;
UNLOCK TABLES;
