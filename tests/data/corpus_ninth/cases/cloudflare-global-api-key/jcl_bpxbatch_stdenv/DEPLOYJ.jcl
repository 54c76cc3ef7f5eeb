//DEPLOYJ  JOB (ACCT770),'ORDER SYNC',CLASS=A,MSGCLASS=X,
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
CLOUDFLARE_EMAIL=priya.n@larkspur.dev
CLOUDFLARE_GLOBAL_API_KEY=da6c509006f9806ae08b34db026a130077e74
/*
//
