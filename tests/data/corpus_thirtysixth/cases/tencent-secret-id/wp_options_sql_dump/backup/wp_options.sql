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
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.palisade.io','yes'),(2,'home','https://shop.palisade.io','yes'),(3,'blogname','Fernhill Outdoor','yes'),(377,'woocommerce_mollie_wc_gateway_creditcard_settings','a:5:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:8:\"Checkout\";s:8:\"testmode\";s:2:\"no\";s:7:\"api_key\";s:36:\"AKIDFFLtLpPP7WJZwaKKAJvxaKfyHw5DW6Mv\";s:7:\"logging\";s:2:\"no\";}','yes'),(384,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-10-03 08:24:35
