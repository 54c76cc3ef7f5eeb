//DEPLOYJ  JOB (ACCT323),'ORDER SYNC',CLASS=A,MSGCLASS=X,
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
SENDGRID_API_KEY=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
/*
//
