**FREE
// RFNDPOST - posts approved income-tax refunds of the day to the treasury's payment service (QSYS2.HTTP_POST)
ctl-opt dftactgrp(*no) actgrp(*new) option(*srcstmt);

dcl-c JIRA_EMAIL 'backup@kestrelworks.io';
dcl-c API_TOKEN 'ATATT3xFfGF0nMjVr53XQ7wZh-O6H9w6RQc-08E1xMfIQ-Hvlq-8sviWf_h3D1LTO3jMmdsyRbh2gK1xWeBnp6cixsATEgb7ArRKl58aAhwlGdokVp8o3h3-HKduToQxscMznEM0LeXcHycg5dRM7Z8FL5nwW7qi23N-G97chYw0N_t3E-pYAtX=75671052';
dcl-c PAYMENT_URL 'https://elections.harlowcounty.gov/api/v1/treasury/refunds';

dcl-s payload varchar(32000);
dcl-s reply varchar(2000);
dcl-s hdrs varchar(1000);

exec sql select json_arrayagg(json_object('ssnHash' value RFSSNH, 'amount' value RFAMT, 'taxYear' value RFTXYR))
           into :payload from TAXLIB.REFUNDP where RFSTAT = 'A' and RFAPDT = current date;
hdrs = '{"headers":{"Content-Type":"application/json"}}';
exec sql values QSYS2.HTTP_POST(:PAYMENT_URL, :payload, :hdrs) into :reply;
dsply ('refund post: ' + %subst(reply: 1: 40));
*inlr = *on;
