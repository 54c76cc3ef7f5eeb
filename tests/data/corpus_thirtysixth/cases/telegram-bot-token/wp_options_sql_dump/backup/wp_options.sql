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
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.fernhill.com','yes'),(2,'home','https://shop.fernhill.com','yes'),(3,'blogname','Fernhill Outdoor','yes'),(100,'woocommerce_klarna_payments_settings','a:5:{s:7:\"enabled\";s:3:\"yes\";s:5:\"title\";s:10:\"Pay online\";s:8:\"testmode\";s:2:\"no\";s:9:\"bot_token\";s:46:\"6414735569:AAsIBlUPS07ajrkVu4Cl-P5uQTGCP3PWrIZ\";s:7:\"logging\";s:2:\"no\";}','yes'),(107,'woocommerce_currency','EUR','yes');
/*!40000 ALTER TABLE `wp_options` ENABLE KEYS */;
UNLOCK TABLES;

-- Dump completed on 2024-11-28 08:53:25
