<?php
// config/services.php

return [
    'app_name' => 'orders',
    'sentry_environment' => 'prod',
    'aws_region' => 'eu-west-1',
    'replicate_api_token' => 'r8_8lhDPzbToTAuSxKCVlNxPpQwGOeY9iuVk9uSp',
    'port' => '8080',
];
