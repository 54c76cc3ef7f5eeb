<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'AWS_REGION', 'eu-west-1' );
define( 'TELEGRAM_WEBHOOK_URL', 'https://api.telegram.org/bot4676651703:AA4qwMwPRF8J8iNpVwZfg_tA9AFWEhPSTTb/sendDocument' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
