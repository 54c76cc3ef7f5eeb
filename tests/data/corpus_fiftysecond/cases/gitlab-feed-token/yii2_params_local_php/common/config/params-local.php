<?php
return [
    'adminEmail' => 'it@millbrook-hardware.co.uk',
    'senderEmail' => 'noreply@millbrook-hardware.co.uk',
    'senderName' => 'Millbrook Hardware mailer',
    'user.passwordResetTokenExpire' => 3600,
    'gitlab.rssToken' => 'glft-urSxJtK0pSARvjHE61_m',
];
