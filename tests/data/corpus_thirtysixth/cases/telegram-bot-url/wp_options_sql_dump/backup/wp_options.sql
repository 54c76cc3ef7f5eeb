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
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.fernhill.com','yes'),(2,'home','https://shop.fernhill.com','yes'),(3,'blogname','Fernhill Outdoor','yes'),(365,'woocommerce_stripe_settings','a:5:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:8:\"Checkout\";s:8:\"testmode\";s:2:\"no\";s:10:\"notify_url\";s:55:\"https://api.telegram.org/bot****************/getUpdates\";s:7:\"logging\";s:2:\"no\";}','yes'),(372,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-07-20 01:14:21
