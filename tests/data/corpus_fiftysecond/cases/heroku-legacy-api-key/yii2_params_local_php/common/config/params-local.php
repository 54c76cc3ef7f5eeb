<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'heroku.herokuApiToken' => '9fa34a81-b8fb-457d-a0a9-c8ad98a7b980',
];
