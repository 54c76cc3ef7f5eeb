<?php
// APPLICATION
define('APPLICATION', 'Catalog');

// HTTP
define('HTTP_SERVER', 'https://shop.cobaltpeak.ca/');

// DIR
define('DIR_OPENCART', '/var/www/opencart/');
define('DIR_APPLICATION', DIR_OPENCART . 'catalog/');
define('DIR_EXTENSION', DIR_OPENCART . 'extension/');
define('DIR_STORAGE', '/var/www/storage/');

// DB
define('DB_DRIVER', 'mysqli');
define('DB_HOSTNAME', 'localhost');
define('DB_USERNAME', 'opencart');
define('DB_DATABASE', 'opencart');
define('DB_PORT', '3306');
define('DB_PREFIX', 'oc_');

// Shipping module
define('PAYPAL_CLIENT_ID', 'ABeomNL786VWvOqpJovDJ8Te0C9SO6tqUSGkb75Lsv2ubRROI5DuMpXeVSnZLi2gViFmN-CablJKTHO8');
define('PAYPAL_CLIENT_SECRET_LIVE', 'E4sylqM9NPCZQpfeQg-P935pkyRaYhLb57D-9pdD1iOtAYoeZj4zPUCeOL8d8Z3u8xpFddxV6Jq3u6OB');
