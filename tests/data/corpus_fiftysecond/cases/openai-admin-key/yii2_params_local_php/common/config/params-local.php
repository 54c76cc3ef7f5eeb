<?php
return [
    'adminEmail' => 'it@millbrook-hardware.co.uk',
    'senderEmail' => 'noreply@millbrook-hardware.co.uk',
    'senderName' => 'Millbrook Hardware mailer',
    'user.passwordResetTokenExpire' => 3600,
    'openai.openaiAdminKey' => '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',
];
