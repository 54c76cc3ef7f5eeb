<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'adyen.adyenApiKeyLive' => 'AQEdzjj9cjzuA0vdzF3MNMNkTNa/kTbM/a0BI9qywb6C/HgJMDmHMkYDovYBc7SPKcVIFBxf+=-77iucFf8elRtlgNxvCox6d7/onLvf6nXEe6Vwzo2P5M=-8CoJG4Igu.ooUuR5',
];
