<?php
return [
    'adminEmail' => 'it@northgate-florist.net',
    'senderEmail' => 'noreply@northgate-florist.net',
    'senderName' => 'Northgate Florist mailer',
    'user.passwordResetTokenExpire' => 3600,
    'deepseek.deepseekApiToken' => 'sk-ac6cfa1ebf9b7e062d763d576649194c',
];
