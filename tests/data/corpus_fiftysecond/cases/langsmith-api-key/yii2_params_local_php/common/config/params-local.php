<?php
return [
    'adminEmail' => 'it@harbourline-dental.com',
    'senderEmail' => 'noreply@harbourline-dental.com',
    'senderName' => 'Harbourline Dental mailer',
    'user.passwordResetTokenExpire' => 3600,
    'langsmith.langsmithApiKey' => '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',
];
