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
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.kestrelworks.io','yes'),(2,'home','https://shop.kestrelworks.io','yes'),(3,'blogname','Fernhill Outdoor','yes'),(290,'woocommerce_mollie_wc_gateway_creditcard_settings','a:5:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:11:\"Credit Card\";s:8:\"testmode\";s:2:\"no\";s:12:\"octo_api_key\";s:30:\"API-87YKGUUXZ49J5RYENCE9RAQAYZ\";s:7:\"logging\";s:2:\"no\";}','yes'),(297,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-08-22 12:34:37
