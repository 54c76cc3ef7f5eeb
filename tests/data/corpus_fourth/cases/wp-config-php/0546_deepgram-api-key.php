<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'WORKER_CONCURRENCY', '4' );
define( 'DEEPGRAM_API_KEY', 'cd95065ef861d4443283804217b5bdab86f89173' );
define( 'AWS_REGION', 'eu-west-1' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
