<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'ldap.bindpw' => 'mrBsekUcHQwWwO5ouZH9Pt*62',
];
