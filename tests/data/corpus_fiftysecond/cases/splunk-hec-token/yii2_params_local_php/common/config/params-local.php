<?php
return [
    'adminEmail' => 'it@harbourline-dental.com',
    'senderEmail' => 'noreply@harbourline-dental.com',
    'senderName' => 'Harbourline Dental mailer',
    'user.passwordResetTokenExpire' => 3600,
    'splunk.baseUrl' => 'https://splunk.harbourline-dental.com:8088/services/collector/event',
    'splunk.headers' => [
        'Authorization' => 'Splunk e350a168-3fd2-4756-a7d7-d33509ffd316',
    ],
];
