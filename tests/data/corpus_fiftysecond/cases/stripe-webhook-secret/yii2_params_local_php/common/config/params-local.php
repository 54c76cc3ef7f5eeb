<?php
return [
    'adminEmail' => 'it@harbourline-dental.com',
    'senderEmail' => 'noreply@harbourline-dental.com',
    'senderName' => 'Harbourline Dental mailer',
    'user.passwordResetTokenExpire' => 3600,
    'stripe.endpointSecret' => 'whsec_PnItSDcWzGX55yLOciVIyDSs53OaX1Lh',
];
