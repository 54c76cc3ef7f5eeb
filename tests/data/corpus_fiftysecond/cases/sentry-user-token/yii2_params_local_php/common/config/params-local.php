<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'sentry.sentryAuthToken' => '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',
];
