<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'billing.registryUrl' => 'https://gitlab+deploy-token-4400:gldt-mK_bht_4WEvSwuZG9O1I@gitlab.com/acme/platform/api.git',
];
