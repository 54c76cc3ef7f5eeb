<?php
return [
    'adminEmail' => 'it@bluewater-bakery.com',
    'senderEmail' => 'noreply@bluewater-bakery.com',
    'senderName' => 'Bluewater Bakery mailer',
    'user.passwordResetTokenExpire' => 3600,
    'alibabaCloud.alibabaCloudAccessKeyId' => 'LTAINPIlwUwUfxHNbUNo37FQ',
];
