<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'figma.apiKey' => 'figd_YV5zdk4B-lVckHrp5p-lGjPpl0m0CVkQ3qg9iktm',
];
