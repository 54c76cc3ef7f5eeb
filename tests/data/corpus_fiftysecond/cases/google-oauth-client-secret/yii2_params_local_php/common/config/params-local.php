<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'google.googleClientId' => '059210555193-bk5vu9vsp6abeosqnc88bdtfp4uizdup.apps.googleusercontent.com',
    'google.googleClientSecret' => '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',
];
