<?php
// config/services.php

return [
    'app_name' => 'orders',
    'timeout_ms' => '3000',
    'aws_region' => 'eu-west-1',
    'anthropic_api_key' => 'sk-ant-api03-pyT1MzAHmsio651-3q4Qo4zWGpUjV4Ve2JRLbvqJl9gnpsVsq7OJs-4luaWpr-Fh01Yo28NUVs9dFPMe50FBSiRvSn2sWAA',
    'sentry_environment' => 'prod',
];
