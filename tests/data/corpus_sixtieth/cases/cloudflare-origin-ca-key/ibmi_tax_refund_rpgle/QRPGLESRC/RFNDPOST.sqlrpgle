**FREE
// RFNDPOST - posts approved income-tax refunds of the day to the treasury's payment service (QSYS2.HTTP_POST)
ctl-opt dftactgrp(*no) actgrp(*new) option(*srcstmt);

dcl-c API_KEY 'v1.0-27292c0c9459ae8cd6a7cf56-77e6526540309c934414d30dafe5bc839a4853adb54d117461e52643b3ddb361030b33f941ce2984ec7b30c3b6be38bdfe18cb7c8e3cb8e56e86480968946b6304c4e63337657098cc';
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
