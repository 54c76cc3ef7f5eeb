<?php
return [
    'adminEmail' => 'it@bluewater-bakery.com',
    'senderEmail' => 'noreply@bluewater-bakery.com',
    'senderName' => 'Bluewater Bakery mailer',
    'user.passwordResetTokenExpire' => 3600,
    'infracost.token' => 'ico-mSN0NCSTKzzNtDyvq69HKSp1fiOZ5tjr',
];
