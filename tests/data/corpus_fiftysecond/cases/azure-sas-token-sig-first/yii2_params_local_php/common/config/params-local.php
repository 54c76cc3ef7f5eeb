<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'checkout.downloadUrl' => 'https://acmeprodsa.blob.core.windows.net/backups/db.bak?sig=GsB6%2BLeY4Bv%2BW8szTvimEJJ4DixRwhkcEDJEGxrDkJo%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-03-02T23%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b',
];
