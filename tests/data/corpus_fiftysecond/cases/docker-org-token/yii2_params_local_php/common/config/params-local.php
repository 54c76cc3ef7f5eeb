<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'docker.credential' => getenv('DOCKER_ORG_TOKEN'),
];
