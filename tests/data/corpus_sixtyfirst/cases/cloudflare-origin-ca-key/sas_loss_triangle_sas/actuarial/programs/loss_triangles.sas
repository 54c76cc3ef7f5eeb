/* loss_triangles.sas - builds the incurred-loss development triangles by accident quarter for the actuarial
   pricing review and posts the run summary; scheduled in LSF as ACT_TRIANGLES */
options mprint nosymbolgen;
%let valdate = '31DEC2024'd;
%let api_token = v1.0-0ab68151b5005fac2c9d305a-3e3ae599cbcccdba75ba1a2888fb0d5125b027e1890e4dc28912b67c70f330be0683ed8cea0f94348d69a46bc3e120f9afea33fc675e23af428a9b796fd5414fd37e3cc12c0fe04d07;
libname clm oracle path=claimsdw schema=actuarial authdomain=OraAuth;

proc sql;
  create table work.tri as
  select acc_qtr, dev_qtr, sum(incurred) as incurred format=comma18.2
  from clm.claim_tx where tx_date <= &valdate group by acc_qtr, dev_qtr;
quit;

proc transpose data=work.tri out=work.tri_wide prefix=d; by acc_qtr; id dev_qtr; var incurred; run;

filename resp temp;
proc http url="https://api.quayle-ostrander.law/api/v1/actuarial/runs" method="POST" in='{"job":"ACT_TRIANGLES","status":"done"}' out=resp;
  headers "Content-Type"="application/json";
run;
