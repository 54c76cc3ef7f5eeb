//DEPLOYJ  JOB (ACCT509),'ORDER SYNC',CLASS=A,MSGCLASS=X,
//         NOTIFY=&SYSUID
//*------------------------------------------------------------
//* RUN THE NODE SYNC SCRIPT UNDER USS
//*------------------------------------------------------------
//STEP01   EXEC PGM=BPXBATCH
//STDOUT   DD SYSOUT=*
//STDERR   DD SYSOUT=*
//STDPARM  DD *
SH /u/deploy/sync/run.sh
/*
//STDENV   DD *
_BPXK_AUTOCVT=ON
PATH=/usr/lpp/IBM/cnj/v18r0/bin:/bin
SLACK_REFRESH_TOKEN=xoxa-2-71847592610-984807546770-6383152262543-cfd0eef640bce556910f7673c559b871336cb521e5beb4919210366b443ad988
/*
//
