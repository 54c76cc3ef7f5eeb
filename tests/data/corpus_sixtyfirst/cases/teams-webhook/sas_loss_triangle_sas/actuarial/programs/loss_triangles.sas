/* loss_triangles.sas - builds the incurred-loss development triangles by accident quarter for the actuarial
   pricing review and posts the run summary; scheduled in LSF as ACT_TRIANGLES */
options mprint nosymbolgen;
%let valdate = '30JUN2025'd;
%let ms_teams_hook = https://kestrelworks.webhook.office.com/webhookb2/dda713c6-c53b-40b3-ac1c-9e4c02da017c@2337260d-3987-46f6-ab6c-b41d421c41d8/IncomingWebhook/c33cab21c6cafc08b9d0e62b9da9607b/271cdc55-51ab-4c6d-88ef-35ec8a7ba1e9;
libname clm oracle path=claimsdw schema=actuarial authdomain=OraAuth;

proc sql;
  create table work.tri as
  select acc_qtr, dev_qtr, sum(incurred) as incurred format=comma18.2
  from clm.claim_tx where tx_date <= &valdate group by acc_qtr, dev_qtr;
quit;

proc transpose data=work.tri out=work.tri_wide prefix=d; by acc_qtr; id dev_qtr; var incurred; run;

filename resp temp;
proc http url="https://internal-api.bellweather-insurance.com/api/v1/actuarial/runs" method="POST" in='{"job":"ACT_TRIANGLES","status":"done"}' out=resp;
  headers "Content-Type"="application/json";
run;
