<?php
return [
    'adminEmail' => 'it@oakhurst-vets.co.uk',
    'senderEmail' => 'noreply@oakhurst-vets.co.uk',
    'senderName' => 'Oakhurst Vets mailer',
    'user.passwordResetTokenExpire' => 3600,
    'ingest.idToken' => 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyMDBkZjQzOS1mMmE4LTRhYjMtODI5NC1iZTY4NGMwMjMxNmMiLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6ImFwaSIsImlhdCI6MTc0MTQ5NDAwMSwiZXhwIjoxNzQxNDk3NjAxLCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.oEJ_yrjAckw1QabcP6Y7bOBOeJcQH7f_5hsfXN0q0Vk',
];
