<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'square.secret' => 'sq0atp-ZfoAsTtX2Ubza6lT0--wd0',
];
