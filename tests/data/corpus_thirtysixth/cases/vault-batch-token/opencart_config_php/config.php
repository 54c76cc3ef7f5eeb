<?php
// APPLICATION
define('APPLICATION', 'Catalog');

// HTTP
define('HTTP_SERVER', 'https://shop.palisade.io/');

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

// Integrations
define('VAULT_TOKEN', 'hvb.AAAAAZOTUHAcrW6kiGMr3N4NNZYkQc1SbUL9pDdCdWETnlPjkjfNiYbN47QvOThBhlD9egihpvFwTaBRp2zXBuPIbGbOWpDTz-e4DxjSXQyJeqbf53CwCxJh7pqDrr5E1iKeCgTZ3vPmaD0IK3YA2rrkl5m6tYWs');