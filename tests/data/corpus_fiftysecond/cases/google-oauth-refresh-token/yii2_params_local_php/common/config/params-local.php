<?php
return [
    'adminEmail' => 'it@harbourline-dental.com',
    'senderEmail' => 'noreply@harbourline-dental.com',
    'senderName' => 'Harbourline Dental mailer',
    'user.passwordResetTokenExpire' => 3600,
    'google.googleRefreshToken' => '1//0kM_CKZNoX1E_CyDlYdYPkxB3121S4q57ThOwyZ8oh9mtI3FWQSlMdIm6vXERXOEqhtiZMC2vBFWYPQOsvGZ7rkB-Kni2TgdjwZf',
];
