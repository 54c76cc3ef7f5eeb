//DEPLOYJ  JOB (ACCT838),'ORDER SYNC',CLASS=A,MSGCLASS=X,
//         NOTIFY=&SYSUID
//*------------------------------------------------------------
//* RUN THE NODE SYNC SCRIPT UNDER USS
//*------------------------------------------------------------
//STEP01   EXEC PGM=BPXBATCH
//STDOUT   DD SYSOUT=*
//STDERR   DD SYSOUT=*
//STDPARM  DD *
SH /u/ordsync/sync/run.sh
/*
//STDENV   DD *
_BPXK_AUTOCVT=ON
PATH=/usr/lpp/IBM/cnj/v18r0/bin:/bin
GITLAB_PRIVATE_TOKEN=glpat-tBYz_Ww1HfCTx7yiCwZg
/*
//
