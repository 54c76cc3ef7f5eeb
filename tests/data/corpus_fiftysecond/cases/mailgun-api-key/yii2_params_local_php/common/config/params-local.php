<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'mailgun.mailgunApiKey' => 'key-3231081907c36082c9e0a03c186144a6',
];
