<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'reports.baseUrl' => 'https://ingest.northgate-florist.net/v2/bookings',
    'reports.headers' => [
        'Authorization' => 'Token cf751ee4b9eeb19acba0d3681818f6a87569b1a4',
    ],
];
