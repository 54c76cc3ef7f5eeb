<?php
return [
    'adminEmail' => 'it@millbrook-hardware.co.uk',
    'senderEmail' => 'noreply@millbrook-hardware.co.uk',
    'senderName' => 'Millbrook Hardware mailer',
    'user.passwordResetTokenExpire' => 3600,
    'elevenlabs.baseUrl' => 'https://api.elevenlabs.io/v1/voices',
    'elevenlabs.headers' => [
        'xi-api-key' => '3bba3405133161563f0e32bd3db5777b',
    ],
];
