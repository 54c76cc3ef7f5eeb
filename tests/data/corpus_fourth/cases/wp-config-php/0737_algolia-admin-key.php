<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'FEATURE_BATCHING', 'true' );
define( 'ALGOLIA_APP_ID', 'U9NRJ1IAZQ' );
define( 'ALGOLIA_ADMIN_KEY', '3e32aaa7a1be5735daee2bd6cbc9dc06' );
define( 'AWS_REGION', 'eu-west-1' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
