<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'APP_ENV', 'production' );
define( 'TRAVIS_API_TOKEN', 'xxxxx-xxxxxxxxxxxxxxxx' );
define( 'RETRY_MAX_ATTEMPTS', '5' );
define( 'FEATURE_BATCHING', 'true' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
