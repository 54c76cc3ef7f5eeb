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

    'search' => [
        'apikey' => env('API_KEY', 'fm2_convnWAqUblzPiy/VtkJLgW0AmIcrw6+tSAQaZGLHfIsQHyK6MtA+MW5H30VweaJ3A2t3C+q3606HuZ83BATMOIkONvcxSAavddOTHTsnOGSpnlGGJBmeZYhHYmmlg2QH5TyTDcCGPDlbdHe2mjWF4fVasMynYrEv/KbxNrGpgEffvPx08dXjeInthz2nejuSjVBXG1c1njLqtrq/JeY4FQvyTeh2KixtT/hQ8tIll+ambev43JMO/nJ2xJ3R76GTFmCab4vgWv+LluH4p82SR8pK7JRadFwr1Goezzzxn/38vCLXwo5KFKhZEB0ojIX'),
    ],

];
