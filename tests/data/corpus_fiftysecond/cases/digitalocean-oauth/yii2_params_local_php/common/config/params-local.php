<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'digitalocean.doOauthToken' => 'doo_v1_07899069be6523df643534651e46c455426d6a3fc1a60cf0f1466656124895ff',
];
