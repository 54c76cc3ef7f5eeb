-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: wordpress
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!50503 SET NAMES utf8mb4 */;

--
-- Dumping data for table `wp_options`
--

LOCK TABLES `wp_options` WRITE;
/*!40000 ALTER TABLE `wp_options` DISABLE KEYS */;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.cobaltpeak.ca','yes'),(2,'home','https://shop.cobaltpeak.ca','yes'),(3,'blogname','Kestrel Store','yes'),(218,'woocommerce_square_credit_card_settings','a:6:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:10:\"Pay online\";s:8:\"testmode\";s:2:\"no\";s:12:\"aio_username\";s:6:\"ci-bot\";s:7:\"aio_key\";s:10:\"[REDACTED]\";s:7:\"logging\";s:2:\"no\";}','yes'),(225,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-08-20 17:10:05
