/* loss_triangles.sas - builds the incurred-loss development triangles by accident quarter for the actuarial
   pricing review and posts the run summary; scheduled in LSF as ACT_TRIANGLES */
options mprint nosymbolgen;
%let valdate = '30JUN2025'd;
%let azure_client_id = a0b0538f-0cb9-4299-a63c-6b1133994a2e;
%let azure_tenant_id = 71e28429-ce90-481c-9124-2745c9acd52e;
%let client_secret = OFX0Q~QV8bfH.U1t.rzJMrJAikayXp9I0zzTa7Kn;
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
