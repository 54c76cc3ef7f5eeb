<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'hubspot.hubspotAccessToken' => getenv('HUBSPOT_PRIVATE_APP_TOKEN'),
];
