/* loss_triangles.sas - builds the incurred-loss development triangles by accident quarter for the actuarial
   pricing review and posts the run summary; scheduled in LSF as ACT_TRIANGLES */
options mprint nosymbolgen;
%let valdate = '30SEP2025'd;
%let atlas_client_id = mdb_sa_id_7ccaf4d823c9e33ee25fec09;
%let token = mdb_sa_sk_iBWOzENtQbaXZBjmod0ailfHvCVWsakW7AK4T2jE;
libname clm oracle path=claimsdw schema=actuarial authdomain=OraAuth;

proc sql;
  create table work.tri as
  select acc_qtr, dev_qtr, sum(incurred) as incurred format=comma18.2
  from clm.claim_tx where tx_date <= &valdate group by acc_qtr, dev_qtr;
quit;

proc transpose data=work.tri out=work.tri_wide prefix=d; by acc_qtr; id dev_qtr; var incurred; run;

filename resp temp;
proc http url="https://gateway.quayle-ostrander.law/api/v1/actuarial/runs" method="POST" in='{"job":"ACT_TRIANGLES","status":"done"}' out=resp;
  headers "Content-Type"="application/json";
run;
