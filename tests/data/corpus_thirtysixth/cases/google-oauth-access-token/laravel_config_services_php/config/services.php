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

    'shipping' => [
        'token' => env('TOKEN', 'ya29.a0OAEkJxNvlBdQpEdlWej4SwH1aWuz_m_KDUcNj6wWzFWjolfkiDkbouRjkjCUquUIvokn79cRGAHnMD1TEcLJJBWT7LC5xVj1454bvAKT4YGgJWbN1FDy9uDLTH-RpB1QK-72xXxe1VUz-GCKXNv9nvJ_spGRzGpFSc2f5in9MB0qk'),
    ],

];
