//DEPLOYJ  JOB (ACCT430),'ORDER SYNC',CLASS=A,MSGCLASS=X,
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
VAULT_TOKEN=hvs.CAESIAE-eyoJsiB_blGLp8iww3kciz6fgCeRWVHN194PoaJcGh4KHGh2cy5KYks3N01LRjVTcDlLaUNBazdZTGZmdjI
/*
//