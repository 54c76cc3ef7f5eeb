<?php
return [
    'adminEmail' => 'it@millbrook-hardware.co.uk',
    'senderEmail' => 'noreply@millbrook-hardware.co.uk',
    'senderName' => 'Millbrook Hardware mailer',
    'user.passwordResetTokenExpire' => 3600,
    'azure.azureDevopsExtPat' => '6BYZDiJYvRikT5p7UOEEZrrgs9WDRtQa6Kf6GnHXJIVWhCnx6AG8JQQJ99AFACAAAAAxUWsjAAASAZDOs8MD',
];
