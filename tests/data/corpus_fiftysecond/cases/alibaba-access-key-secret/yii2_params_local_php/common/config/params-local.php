<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'alibabaCloud.alibabaCloudAccessKeyId' => 'LTAIaLH9K5mMiXU1cuxhsB6P',
    'alibabaCloud.alibabaCloudAccessKeySecret' => 'pyNQc1vDPD2rKcFlUtGh0zsyB6W23o',
];
