//DEPLOYJ  JOB (ACCT709),'ORDER SYNC',CLASS=A,MSGCLASS=X,
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
MONGODB_ATLAS_PUBLIC_KEY=bwzwcsxm
MONGODB_ATLAS_PRIVATE_KEY=e64aa52e-d6c2-481a-b47a-1dd457e50cd8
/*
//
