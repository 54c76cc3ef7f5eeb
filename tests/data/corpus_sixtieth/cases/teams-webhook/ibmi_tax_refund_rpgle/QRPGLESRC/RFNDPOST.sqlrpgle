**FREE
// RFNDPOST - posts approved income-tax refunds of the day to the treasury's payment service (QSYS2.HTTP_POST)
ctl-opt dftactgrp(*no) actgrp(*new) option(*srcstmt);

dcl-c MS_TEAMS_HOOK 'https://quillon.webhook.office.com/webhookb2/5c7f2990-1135-4af5-a0c4-7a95322843ab@09fcffb4-55cb-4498-b9e9-f8033d224aed/IncomingWebhook/76d43b305941bf566ecbfae7f56859b2/b853e9cd-6549-4cf1-a558-54b49c3985d1';
dcl-c PAYMENT_URL 'https://procurement.eastbrook-legalaid.org/api/v1/treasury/refunds';

dcl-s payload varchar(32000);
dcl-s reply varchar(2000);
dcl-s hdrs varchar(1000);

exec sql select json_arrayagg(json_object('ssnHash' value RFSSNH, 'amount' value RFAMT, 'taxYear' value RFTXYR))
           into :payload from TAXLIB.REFUNDP where RFSTAT = 'A' and RFAPDT = current date;
hdrs = '{"headers":{"Content-Type":"application/json"}}';
exec sql values QSYS2.HTTP_POST(:PAYMENT_URL, :payload, :hdrs) into :reply;
dsply ('refund post: ' + %subst(reply: 1: 40));
*inlr = *on;
