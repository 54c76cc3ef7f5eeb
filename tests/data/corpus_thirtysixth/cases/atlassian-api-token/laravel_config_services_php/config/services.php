<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    |
    | This file is for storing the credentials for third party services such
    | as Mailgun, Postmark, AWS and more. This file provides the de facto
    | location for this type of information, allowing packages to have
    | a conventional file to locate the various service credentials.
    |
    */

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'ses' => [
        'key' => env('AWS_ACCESS_KEY_ID'),
        'secret' => env('AWS_SECRET_ACCESS_KEY'),
        'region' => env('AWS_DEFAULT_REGION', 'us-east-1'),
    ],

    'stripe' => [
        'jira_email' => env('JIRA_EMAIL', 'm.okafor@kestrelworks.io'),
        'confluence_token' => 'ATATT3xFfGF0qqn_o3mb2L8NroUkSvjmeuhOHVl_vYO0RXPaKARxstvmqBtGjVCuz9w_4x-B7QZhaGHvjVz52HsKmreP6S8aqYkqkBNZvf3NNuQwf5csFm4sSsdVo7uMHref5Zv9v-gDuVYDwBnAW69fcH7Z9avVLuO7kbsy8Q63ZUtbLgeyk5x=84B638EA',
    ],

];
