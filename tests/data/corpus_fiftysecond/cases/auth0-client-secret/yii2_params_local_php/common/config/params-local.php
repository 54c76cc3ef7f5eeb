<?php
return [
    'adminEmail' => 'it@harbourline-dental.com',
    'senderEmail' => 'noreply@harbourline-dental.com',
    'senderName' => 'Harbourline Dental mailer',
    'user.passwordResetTokenExpire' => 3600,
    'auth0.auth0ClientId' => 'Fpb62VRr3v73trXt0o6X5gmQASpojxDN',
];
