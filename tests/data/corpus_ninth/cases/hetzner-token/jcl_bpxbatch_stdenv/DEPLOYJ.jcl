//DEPLOYJ  JOB (ACCT623),'ORDER SYNC',CLASS=A,MSGCLASS=X,
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
HETZNER_API_TOKEN=5eoP3O8eXFODh1I7cjp4MwY8MHKwV7oltL1IRhO1pjjWMe2HsWnYoZr6K1pJIQty
/*
//
