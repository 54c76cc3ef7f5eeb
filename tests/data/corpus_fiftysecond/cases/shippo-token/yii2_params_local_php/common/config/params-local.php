<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'shippo.shippoApiToken' => 'shippo_live_a903d9e48bbd1aeecfc0c4d224fe4268f2b84818',
];
