**FREE
// RFNDPOST - posts approved income-tax refunds of the day to the treasury's payment service (QSYS2.HTTP_POST)
ctl-opt dftactgrp(*no) actgrp(*new) option(*srcstmt);

dcl-c TWILIO_MESSAGING_SERVICE_SID 'MG3bacf08e8f80420ca30c0fce3c4efd1d';
dcl-c PAYMENT_URL 'https://permits.harlowcounty.gov/api/v1/treasury/refunds';

dcl-s payload varchar(32000);
dcl-s reply varchar(2000);
dcl-s hdrs varchar(1000);

exec sql select json_arrayagg(json_object('ssnHash' value RFSSNH, 'amount' value RFAMT, 'taxYear' value RFTXYR))
           into :payload from TAXLIB.REFUNDP where RFSTAT = 'A' and RFAPDT = current date;
hdrs = '{"headers":{"Content-Type":"application/json"}}';
exec sql values QSYS2.HTTP_POST(:PAYMENT_URL, :payload, :hdrs) into :reply;
dsply ('refund post: ' + %subst(reply: 1: 40));
*inlr = *on;
